/** Shared bits of the point mall's islands: its messages, points and money as the player reads them, refusals in words. */
import { callErrorText } from '../../lib/api/call-error.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { formatCount } from '../../lib/format/number.ts';
import type { Messages } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

export type PointsMessages = Messages<`points.${string}` | 'auth.trial.message'>;

/** Whole points, grouped and in the page's digits ('1,200' / '১,২০০'). */
export function pointsText(points: string, locale: Locale): string {
  return formatCount(Number(points), locale);
}

export function moneyText(minor: string, locale: Locale, symbol: string): string {
  return formatMoney(minor, locale, symbol);
}

/** A refused call as words: the platform's message in the player's language, or ours for a lost connection. */
export function errorText(error: unknown, messages: PointsMessages): string {
  const failed = messages['points.loadFailed']!;
  return callErrorText(error, { network: failed, unexpected: failed }) ?? failed;
}
