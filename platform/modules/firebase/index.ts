export { createIdentityVerifier } from './create-verifier.ts';
export type { IdentityVerifier, VerifiedIdentity } from './identity.ts';
export { link } from './repository.ts';
export { type ReasonLog, verifiedIdentity } from './verify-token.ts';
