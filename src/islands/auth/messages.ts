/**
 * The account forms' messages: every `auth.*` and `pattern.*` key plus a few shared ones. Too many to put
 * into every page's HTML, so modals fetch them once as /messages/auth.<locale>.json (pre-rendered); the
 * /login page passes them as props.
 */
import type { MessageKey } from '../../lib/i18n/translate.ts';

type AuthPrefixed = Extract<MessageKey, `auth.${string}` | `pattern.${string}`>;
export type AuthMessageKey = AuthPrefixed | 'modal.close' | 'disclaimer.age_limit' | 'disclaimer.title';
export type AuthMessages = Record<AuthMessageKey, string>;

export const SHARED_AUTH_KEYS = ['modal.close', 'disclaimer.age_limit', 'disclaimer.title'] as const;

export function isAuthKey(key: string): key is AuthMessageKey {
  return key.startsWith('auth.') || key.startsWith('pattern.') || (SHARED_AUTH_KEYS as readonly string[]).includes(key);
}
