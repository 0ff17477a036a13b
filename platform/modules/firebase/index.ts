export { createIdentityVerifier } from './create-verifier.ts';
export type { IdentityVerifier, VerifiedIdentity } from './identity.ts';
export { link, linkedMemberId } from './repository.ts';
export { type ReasonLog, verifiedIdentity } from './verify-token.ts';
