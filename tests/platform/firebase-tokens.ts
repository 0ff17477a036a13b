/** Hand-made Firebase ID tokens for tests: unsigned ones shaped like the Auth emulator's, and RS256 ones. */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';

export const PROJECT = 'demo-lotus';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface Claims {
  sub?: string;
  provider?: string;
  phone?: string;
  email?: string;
  name?: string;
  aud?: string;
  iss?: string;
  /** Seconds from `now` to expiry. */
  expiresIn?: number;
}

export function claims(now: number, c: Claims = {}): Record<string, unknown> {
  const at = Math.floor(now / 1000);
  return {
    iss: c.iss ?? `https://securetoken.google.com/${PROJECT}`,
    aud: c.aud ?? PROJECT,
    auth_time: at - 5,
    iat: at - 5,
    exp: at + (c.expiresIn ?? 3600),
    ...(c.sub === undefined ? { sub: 'uid-anna' } : c.sub ? { sub: c.sub } : {}),
    ...(c.phone ? { phone_number: c.phone } : {}),
    ...(c.email ? { email: c.email, email_verified: true } : {}),
    ...(c.name ? { name: c.name } : {}),
    firebase: { sign_in_provider: c.provider ?? 'google.com', identities: {} },
  };
}

/** What the Auth emulator issues: alg "none", an empty signature. */
export function emulatorToken(now: number, c: Claims = {}): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims(now, c))}.`;
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function signingKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicKey };
}

export function signedToken(key: SigningKey, payload: Record<string, unknown>, alg = 'RS256'): string {
  const text = `${part({ alg, kid: key.kid, typ: 'JWT' })}.${part(payload)}`;
  const signature = createSign('RSA-SHA256').update(text).sign(key.privateKey).toString('base64url');
  return `${text}.${signature}`;
}
