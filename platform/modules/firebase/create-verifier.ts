/** Picks the verifier the configuration asks for: the emulator's in development, Google's otherwise. */
import type { FirebaseConfig } from '../../config.ts';
import { googleCertSource } from './google-certs.ts';
import type { IdentityVerifier } from './identity.ts';
import { emulatorTokenVerifier, signedTokenVerifier } from './verifiers.ts';

export function createIdentityVerifier(config: FirebaseConfig, now: () => number): IdentityVerifier {
  return config.emulatorHost
    ? emulatorTokenVerifier(config.projectId, now)
    : signedTokenVerifier(config.projectId, googleCertSource(now), now);
}
