/** Verifies an ID token for a call: a refused token gets one answer whatever the reason; the reason is logged. */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { IdentityRefused, type VerifiedIdentity } from './identity.ts';

export type ReasonLog = (reason: string) => void;

export async function verifiedIdentity(
  ctx: PlatformContext,
  idToken: string,
  log: ReasonLog,
): Promise<VerifiedIdentity> {
  try {
    return await ctx.identities.verify(idToken);
  } catch (error) {
    if (error instanceof IdentityRefused) {
      log(error.message);
      throw new PlatformError(401, 'firebase_token_invalid');
    }
    throw error;
  }
}
