/**
 * Firebase Auth error codes mapped to spec 8's phone-auth messages. Kept apart from the SDK (the phone form
 * checks a number before loading it); the forms themselves need only the problem (firebase-problem.ts).
 */
import { FirebaseAuthProblem, type FirebaseMessageKey } from './firebase-problem.ts';

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

/** Firebase errors carry `code` like "auth/invalid-phone-number"; anything else is unknown. */
export function firebaseProblem(error: unknown): FirebaseAuthProblem {
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : '';
  return firebaseCodeProblem(code);
}

/** The problem of a Firebase error code (or of a check made before calling Firebase, with its code). */
export function firebaseCodeProblem(code: string): FirebaseAuthProblem {
  return new FirebaseAuthProblem(BY_CODE[code] ?? 'auth.firebase.unknown');
}
