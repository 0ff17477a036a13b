/**
 * A Firebase failure the forms can word: errorText reads its message key. Apart from the table of Firebase's
 * codes (firebase-errors.ts), which only code that talks to Firebase needs, so every login form can recognise
 * the problem without carrying the table in its first load.
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

export class FirebaseAuthProblem extends Error {
  readonly messageKey: FirebaseMessageKey;
  constructor(messageKey: FirebaseMessageKey) {
    super(messageKey);
    this.name = 'FirebaseAuthProblem';
    this.messageKey = messageKey;
  }
}
