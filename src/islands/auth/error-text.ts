/** What a failed call says to the player: the platform's message in their language, or ours for a lost connection or an unreadable answer. */
import { callErrorText } from '../../lib/api/call-error.ts';
import type { AuthMessages } from './messages.ts';
import { FirebaseAuthProblem } from '../../lib/auth/firebase-problem.ts';

export function errorText(error: unknown, messages: AuthMessages): string {
  const text = callErrorText(error, {
    network: messages['auth.error.network'],
    unexpected: messages['auth.error.unexpectedAnswer'],
  });
  if (text !== null) return text;
  if (error instanceof FirebaseAuthProblem) return messages[error.messageKey];
  return messages['auth.error.generic'];
}
