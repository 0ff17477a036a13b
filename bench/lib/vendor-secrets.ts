/**
 * The seamless-wallet secrets a bench signs with: random for each bench run and handed to the server it starts
 * (SEAMLESS_VENDOR_SECRETS), since the repository holds no secret to sign with.
 */
import { randomBytes } from 'node:crypto';
import { DEMO_VENDORS } from '../../platform/seamless-secrets.ts';

const secrets = new Map(DEMO_VENDORS.map((vendor) => [vendor, randomBytes(32).toString('hex')]));

export const BENCH_VENDOR_SECRETS_JSON = JSON.stringify(Object.fromEntries(secrets));

export function benchVendorSecret(vendor: string): string {
  const secret = secrets.get(vendor);
  if (!secret) throw new Error(`no bench secret for vendor ${vendor}`);
  return secret;
}
