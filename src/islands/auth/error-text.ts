/** What a failed call says to the player: the platform's message in their language, or ours for a lost connection. */
import { PlatformCallError } from '../../lib/api/envelope.ts';
import { NETWORK_ERROR } from '../../lib/api/client.ts';
import type { AuthMessages } from './messages.ts';
import { FirebaseAuthProblem } from '../../lib/auth/firebase-errors.ts';

export function errorText(error: unknown, messages: AuthMessages): string {
  if (error instanceof PlatformCallError) {
    if (error.code === NETWORK_ERROR) return messages['auth.error.network'];
    return error.message;
  }
  if (error instanceof FirebaseAuthProblem) return messages[error.messageKey];
  return messages['auth.error.generic'];
}
