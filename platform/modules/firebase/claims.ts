/**
 * The checks every Firebase ID token must pass whoever signed it (Firebase's documented rules): issuer and
 * audience of our project, not expired, issued and authenticated in the past, a non-empty subject, and a
 * provider the site offers.
 */
import { IdentityRefused, PROVIDERS, type Provider, type VerifiedIdentity } from './identity.ts';

export interface TokenParts {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** The bytes the signature covers: `<header>.<payload>` as sent. */
  signedText: string;
  signature: Buffer;
}

/** Tolerance for clocks a little apart between Google and us. */
const CLOCK_SKEW_S = 60;

function json(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* refused below */
  }
  throw new IdentityRefused(`${what} is not a JSON object`);
}

export function splitToken(idToken: string): TokenParts {
  const parts = idToken.split('.');
  if (parts.length !== 3 || !parts[0] || !parts[1]) throw new IdentityRefused('not a JWT');
  return {
    header: json(parts[0], 'header'),
    payload: json(parts[1], 'payload'),
    signedText: `${parts[0]}.${parts[1]}`,
    signature: Buffer.from(parts[2] ?? '', 'base64url'),
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

export function checkClaims(payload: Record<string, unknown>, projectId: string, nowMs: number): VerifiedIdentity {
  const now = Math.floor(nowMs / 1000);
  if (payload.iss !== `https://securetoken.google.com/${projectId}`) throw new IdentityRefused('wrong issuer');
  if (payload.aud !== projectId) throw new IdentityRefused('wrong audience');
  const { exp, iat } = payload;
  const authTime = payload.auth_time;
  if (typeof exp !== 'number' || exp + CLOCK_SKEW_S <= now) throw new IdentityRefused('expired');
  if (typeof iat !== 'number' || iat - CLOCK_SKEW_S > now) throw new IdentityRefused('issued in the future');
  if (typeof authTime !== 'number' || authTime - CLOCK_SKEW_S > now)
    throw new IdentityRefused('authenticated in the future');
  const subject = text(payload.sub);
  if (!subject || subject.length > 128) throw new IdentityRefused('no subject');
  const firebase = (payload.firebase ?? {}) as Record<string, unknown>;
  const provider = firebase.sign_in_provider;
  if (!PROVIDERS.includes(provider as Provider)) throw new IdentityRefused(`provider ${String(provider)} not offered`);
  const phoneNumber = text(payload.phone_number);
  if (provider === 'phone' && !phoneNumber) throw new IdentityRefused('phone sign-in without a number');
  return {
    provider: provider as Provider,
    subject,
    phoneNumber,
    email: text(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true,
    name: text(payload.name),
  };
}
