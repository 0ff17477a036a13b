/** Contract figures as people read them: money with the symbol, shares in percent, counts, all in the page's digits. */
import { formatMoney } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { callErrorText } from '../../../lib/api/call-error.ts';
import { localDigits } from '../../../../contract/rules/digits.ts';
import type { ContractBasis } from '../../../../contract/rules/contract-terms.ts';
import type { ContractMessages } from './messages.ts';

export interface TextKit {
  locale: Locale;
  messages: ContractMessages;
  symbol: string;
}

export const money = (minor: string | bigint, kit: TextKit) => formatMoney(minor, kit.locale, kit.symbol);

/** Basis points as a percentage: '150' -> '1.5%'. */
export function share(bp: string, kit: TextKit): string {
  const value = BigInt(bp);
  const whole = value / 100n;
  const rest = (value % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  const percent = rest ? `${whole}.${rest}` : `${whole}`;
  return format(kit.messages['contracts.share'], { percent: localDigits(percent, kit.locale) });
}

/** A tier's threshold: money for turnover and net loss, a count of members for active members. */
export function threshold(basis: ContractBasis, value: string, kit: TextKit): string {
  return basis === 'active'
    ? format(kit.messages['contracts.members'], { count: formatCount(Number(value), kit.locale) })
    : money(value, kit);
}

export function tierValue(kind: 'amount' | 'share', value: string, kit: TextKit): string {
  return kind === 'amount' ? money(value, kit) : share(value, kit);
}

export function errorText(error: unknown, messages: ContractMessages): string {
  return (
    callErrorText(error, { network: messages['contracts.failed'], unexpected: messages['contracts.failed'] }) ??
    messages['contracts.failed']
  );
}
