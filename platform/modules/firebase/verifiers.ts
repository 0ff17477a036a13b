/**
 * The two verifiers: Google-signed RS256 tokens in production, and the Auth emulator's unsigned tokens
 * (alg "none") when FIREBASE_AUTH_EMULATOR_HOST is set. The emulator verifier still checks every claim, so
 * a token for another project, an expired one or one without a subject is refused there too.
 */
import { verify as verifySignature } from 'node:crypto';
import { checkClaims, splitToken } from './claims.ts';
import type { CertSource } from './google-certs.ts';
import { IdentityRefused, type IdentityVerifier } from './identity.ts';

export function signedTokenVerifier(projectId: string, certs: CertSource, now: () => number): IdentityVerifier {
  return {
    async verify(idToken) {
      const { header, payload, signedText, signature } = splitToken(idToken);
      // The algorithm is fixed here, never taken from the token (no "none", no HMAC with a public key).
      if (header.alg !== 'RS256') throw new IdentityRefused('algorithm is not RS256');
      if (typeof header.kid !== 'string') throw new IdentityRefused('no key id');
      const key = await certs.key(header.kid);
      if (!key) throw new IdentityRefused('unknown key id');
      if (!verifySignature('RSA-SHA256', Buffer.from(signedText), key, signature))
        throw new IdentityRefused('bad signature');
      return checkClaims(payload, projectId, now());
    },
  };
}

export function emulatorTokenVerifier(projectId: string, now: () => number): IdentityVerifier {
  return {
    async verify(idToken) {
      const { header, payload } = splitToken(idToken);
      if (header.alg !== 'none') throw new IdentityRefused('emulator tokens are unsigned');
      return checkClaims(payload, projectId, now());
    },
  };
}
