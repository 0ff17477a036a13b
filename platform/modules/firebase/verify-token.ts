/** Verifies an ID token for a call: a refused token gets one answer whatever the reason; the reason is logged. */
import { PlatformError } from '../../http/envelope.ts';
import { IdentityRefused, type IdentityVerifier, type VerifiedIdentity } from './identity.ts';

export type ReasonLog = (reason: string) => void;

export async function verifiedIdentity(
  identities: IdentityVerifier,
  idToken: string,
  log: ReasonLog,
): Promise<VerifiedIdentity> {
  try {
    return await identities.verify(idToken);
  } catch (error) {
    if (error instanceof IdentityRefused) {
      log(error.message);
      throw new PlatformError(401, 'firebase_token_invalid');
    }
    throw error;
  }
}
