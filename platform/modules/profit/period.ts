/**
 * The period of a profit-and-loss report: the account record's whole player days (records/period.ts: same
 * zone, same refusals of reversed, bad or too old dates), and at most PROFIT_MAX_DAYS long, so one report
 * never sums a year of play for one click.
 */
import { DAY_MS } from '../../../contract/player-day.ts';
import { PROFIT_MAX_DAYS } from '../../../contract/profit-period.ts';
import { PlatformError } from '../../http/envelope.ts';
import { period } from '../records/index.ts';

export function profitPeriod(from: string, to: string, now: number): { fromIso: string; toIso: string } {
  const range = period(from, to, now);
  const days = Math.round((Date.parse(range.toIso) - Date.parse(range.fromIso)) / DAY_MS);
  if (days > PROFIT_MAX_DAYS)
    throw new PlatformError(400, 'period_too_long', undefined, { days: String(PROFIT_MAX_DAYS) });
  return range;
}
