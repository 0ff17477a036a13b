/**
 * The deposit form's amount rule, the same the platform applies: an amount with at most two decimals within
 * the channel's minimum and maximum. Compared in minor units as bigint; no float touches the amount.
 */
import { amountInput } from '../../../contract/rules/money.ts';

export type AmountProblem = 'required' | 'invalid' | 'range';

/** '1234.5' as minor units (123450n); the text must already be a valid amount (amountInput). */
export function decimalToMinor(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** The amount as the platform's decimal text, or what is wrong with it. */
export function checkDepositAmount(
  typed: string,
  minMinor: string,
  maxMinor: string,
): { amount: string } | { problem: AmountProblem } {
  if (!typed.trim()) return { problem: 'required' };
  const amount = amountInput(typed);
  if (!amount) return { problem: 'invalid' };
  const minor = decimalToMinor(amount);
  if (minor < BigInt(minMinor) || minor > BigInt(maxMinor)) return { problem: 'range' };
  return { amount };
}
