/**
 * Each vendor's shared secret for signing seamless-wallet calls. SEAMLESS_VENDOR_SECRETS
 * (JSON { "<vassalage>": "<secret>" }) sets them and is required in production; in demo mode every demo vendor
 * gets a secret generated at first start (platform/secrets-file.ts), which the variable can override.
 * Secrets are never logged: they live in a Map, not in anything serialised.
 */

/** The demo vendors (platform/db/seed/catalogue.ts) that the built-in vendor plays for in demo mode. */
export const DEMO_VENDORS: readonly string[] = [
  'TCG_SEA',
  'TCG_LOTTO_VN',
  'LOTUS_KENO',
  'LOTUS_LIVE',
  'LOTUS_SPORTS',
  'DS88',
  'LOTUS_FISH',
  'LOTUS_SLOTS',
  'LOTUS_CLASSIC',
  'LOTUS_ARENA',
  'LOTUS_ESPORTS',
];

/** Generated demo secrets first, then the configured ones on top. */
export function vendorSecrets(
  generated: Readonly<Record<string, string>>,
  configured: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  const secrets = new Map(Object.entries(generated));
  for (const [vendor, secret] of configured) secrets.set(vendor, secret);
  return secrets;
}
