/** A refused money call as words: the platform's message in the player's language, or ours for a lost connection or an unreadable answer. */
import { callErrorText } from '../../lib/api/call-error.ts';
import type { MemberMessages } from './messages.ts';

export function moneyErrorText(error: unknown, messages: MemberMessages): string {
  return (
    callErrorText(error, { network: messages['money.networkError'], unexpected: messages['money.unexpectedAnswer'] }) ??
    messages['money.networkError']
  );
}
