/** The account forms' message types; the key rule itself lives in src/lib (the islands only render). */
export type { AuthMessageKey, AuthMessages } from '../../lib/i18n/auth-message-keys.ts';
