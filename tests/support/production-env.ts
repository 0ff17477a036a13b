/** A complete production environment for tests: every required setting, with fresh random secrets each run. */
import { randomBytes } from 'node:crypto';

const secret = () => randomBytes(32).toString('hex');

export function productionEnv(): Record<string, string> {
  return {
    MODE: 'production',
    PUBLIC_URL: 'https://play.example.com',
    DEPOSIT_GATEWAY_SECRET: secret(),
    BODY_KEY_SECRET: secret(),
    SEAMLESS_VENDOR_SECRETS: JSON.stringify({ LOTUS_SLOTS: secret(), LOTUS_LIVE: secret() }),
  };
}
