/**
 * The account forms' message group: every `auth.*` and `pattern.*` key plus a few shared ones. Too many to put
 * into every page's HTML, so modals fetch them once as /messages/auth.<locale>.json (pre-rendered); the
 * /login page passes them as props. The islands take only the types (src/islands/auth/messages.ts).
 */
import { EN_MESSAGES } from './message-files.ts';
import type { MessageKey } from './translate.ts';

type AuthPrefixed = Extract<MessageKey, `auth.${string}` | `pattern.${string}`>;
export type AuthMessageKey = AuthPrefixed | 'modal.close' | 'disclaimer.age_limit' | 'disclaimer.title';
export type AuthMessages = Record<AuthMessageKey, string>;

const SHARED_AUTH_KEYS = ['modal.close', 'disclaimer.age_limit', 'disclaimer.title'] as const;

function isAuthKey(key: string): key is AuthMessageKey {
  return key.startsWith('auth.') || key.startsWith('pattern.') || (SHARED_AUTH_KEYS as readonly string[]).includes(key);
}

export const AUTH_MESSAGE_KEYS = (Object.keys(EN_MESSAGES) as MessageKey[]).filter(isAuthKey);
