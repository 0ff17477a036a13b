/** A refused money call as words: the platform's message in the player's language, or ours for a lost connection. */
import { PlatformCallError } from '../../lib/api/envelope.ts';
import { NETWORK_ERROR } from '../../lib/api/client.ts';
import type { MemberMessages } from './messages.ts';

export function moneyErrorText(error: unknown, messages: MemberMessages): string {
  if (error instanceof PlatformCallError && error.code !== NETWORK_ERROR) return error.message;
  return messages['money.networkError'];
}
