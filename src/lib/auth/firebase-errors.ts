/**
 * Firebase Auth error codes mapped to spec 8's phone-auth messages. Kept apart from the SDK so the forms can
 * show these messages without loading Firebase.
 */
export type FirebaseMessageKey =
  | 'auth.firebase.invalidPhone'
  | 'auth.firebase.missingPhone'
  | 'auth.firebase.tooManyRequests'
  | 'auth.firebase.unknown'
  | 'auth.firebase.invalidCode'
  | 'auth.firebase.missingCode'
  | 'auth.firebase.captchaOrDomain'
  | 'auth.firebase.quota'
  | 'auth.firebase.notEnabled'
  | 'auth.firebase.codeExpired'
  | 'auth.firebase.cancelled'
  | 'auth.error.network';

const BY_CODE: Record<string, FirebaseMessageKey> = {
  'auth/invalid-phone-number': 'auth.firebase.invalidPhone',
  'auth/missing-phone-number': 'auth.firebase.missingPhone',
  'auth/too-many-requests': 'auth.firebase.tooManyRequests',
  'auth/invalid-verification-code': 'auth.firebase.invalidCode',
  'auth/missing-verification-code': 'auth.firebase.missingCode',
  'auth/captcha-check-failed': 'auth.firebase.captchaOrDomain',
  'auth/invalid-app-credential': 'auth.firebase.captchaOrDomain',
  'auth/unauthorized-domain': 'auth.firebase.captchaOrDomain',
  'auth/quota-exceeded': 'auth.firebase.quota',
  'auth/operation-not-allowed': 'auth.firebase.notEnabled',
  'auth/admin-restricted-operation': 'auth.firebase.notEnabled',
  'auth/code-expired': 'auth.firebase.codeExpired',
  'auth/popup-closed-by-user': 'auth.firebase.cancelled',
  'auth/cancelled-popup-request': 'auth.firebase.cancelled',
  'auth/user-cancelled': 'auth.firebase.cancelled',
  'auth/popup-blocked': 'auth.firebase.cancelled',
  'auth/network-request-failed': 'auth.error.network',
};

/** A Firebase failure the forms can word (errorText reads messageKey). */
export class FirebaseAuthProblem extends Error {
  readonly messageKey: FirebaseMessageKey;
  constructor(code: string) {
    super(code);
    this.name = 'FirebaseAuthProblem';
    this.messageKey = BY_CODE[code] ?? 'auth.firebase.unknown';
  }
}

/** Firebase errors carry `code` like "auth/invalid-phone-number"; anything else is unknown. */
export function firebaseProblem(error: unknown): FirebaseAuthProblem {
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : '';
  return new FirebaseAuthProblem(code);
}
