/** What a verified Firebase ID token tells the platform, and the interface every verifier offers. */

/** The sign-in providers the site offers; any other provider in a token is refused. */
export const PROVIDERS = ['google.com', 'facebook.com', 'phone'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface VerifiedIdentity {
  provider: Provider;
  /** The Firebase user id (`sub`): stable per person and project, so identities are linked by it. */
  subject: string;
  /** E.164, present on phone sign-ins. */
  phoneNumber: string | null;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface IdentityVerifier {
  /** The identity a token proves, or an IdentityRefused error. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

/** A token that proves nothing; the reason is for logs and tests, never for the visitor. */
export class IdentityRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IdentityRefused';
  }
}
