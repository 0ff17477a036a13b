/** The demo merchant's withdrawal rules: ৳100 to ৳25,000, five a day, 1x turnover, 30 minutes to confirm. */
import type { Insertable } from 'kysely';
import type { WithdrawalSettingsTable } from '../../modules/withdrawals/tables.ts';
import { WITHDRAWAL_DEFAULTS as d } from '../../modules/withdrawals/index.ts';

// 1x turnover: settled bets must reach the sum of the deposits since the last withdrawal. A player who never
// deposited (the demo player, funded by bonuses) owes no turnover, computed from the ledger like everyone else's.
export function demoWithdrawalSettings(merchantCode: string): Insertable<WithdrawalSettingsTable> {
  return {
    merchant_code: merchantCode,
    min_minor: d.minMinor,
    max_minor: d.maxMinor,
    daily_count: d.dailyCount,
    turnover_percent: d.turnoverPercent,
    confirm_minutes: d.confirmMinutes,
  };
}
