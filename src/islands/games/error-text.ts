/** A failed games call as words: the platform's message in the player's language, or ours for a lost connection or an unreadable answer. */
import { callErrorText } from '../../lib/api/call-error.ts';
import type { GamesMessages } from './messages.ts';

export function gamesErrorText(error: unknown, messages: GamesMessages): string {
  return (
    callErrorText(error, { network: messages['games.networkError'], unexpected: messages['games.unexpectedAnswer'] }) ??
    String(error)
  );
}
