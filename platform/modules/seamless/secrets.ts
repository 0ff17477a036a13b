/**
 * Each vendor's shared secret for signing seamless-wallet calls. Development gets a fixed secret per demo vendor
 * so a fresh checkout runs; SEAMLESS_VENDOR_SECRETS (JSON { "<vassalage>": "<secret>" }) overrides or adds them
 * and is required in production. Secrets are never logged: they live in a Map, not in anything serialised.
 */
import { z } from 'zod';

/** The demo vendors (platform/db/seed/catalogue.ts) that the built-in vendor plays for in development. */
const DEMO_VENDORS = [
  'TCG_SEA', 'TCG_LOTTO_VN', 'LOTUS_KENO', 'LOTUS_LIVE', 'LOTUS_SPORTS', 'DS88', 'LOTUS_FISH', 'LOTUS_SLOTS',
  'LOTUS_CLASSIC', 'LOTUS_ARENA', 'LOTUS_ESPORTS',
];

/** Development only, like the demo gateway's: public by being in the repository. */
export function demoVendorSecret(vassalage: string): string {
  return `demo-seamless-secret-${vassalage}-development-only`;
}

const secretsJson = z.record(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), z.string().min(32).max(256));

export function vendorSecrets(env: NodeJS.ProcessEnv): ReadonlyMap<string, string> {
  const raw = env.SEAMLESS_VENDOR_SECRETS || undefined;
  if (!raw && env.NODE_ENV === 'production') throw new Error('SEAMLESS_VENDOR_SECRETS is required in production');
  const secrets = new Map<string, string>();
  if (env.NODE_ENV !== 'production') for (const vendor of DEMO_VENDORS) secrets.set(vendor, demoVendorSecret(vendor));
  if (raw) {
    let parsed: unknown;
    try { parsed = JSON.parse(raw); } catch { throw new Error('SEAMLESS_VENDOR_SECRETS must be JSON'); }
    const result = secretsJson.safeParse(parsed);
    // The message names no value: a secret must not reach a log through a config error.
    if (!result.success) throw new Error('SEAMLESS_VENDOR_SECRETS must map vendor codes to secrets of 32 to 256 characters');
    for (const [vendor, secret] of Object.entries(result.data)) secrets.set(vendor, secret);
  }
  return secrets;
}
