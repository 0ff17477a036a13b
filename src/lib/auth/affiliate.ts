/**
 * The affiliate (invitation) code a visitor arrives with (spec 4, Registration: "resolve the affiliate
 * code"): from the address (?affiliateCode=, ?code= or ?aff=), remembered for the visit so it survives
 * navigating before registering. A code bound to the domain is resolved by the platform at submit.
 */
import { readStorage, writeStorage } from '../stores/browser-storage.ts';

const PARAMS = ['affiliateCode', 'code', 'aff'];
const CODE = /^[A-Za-z0-9]{2,32}$/;

export function affiliateFromAddress(): string | null {
  const query = new URLSearchParams(window.location.search);
  for (const name of PARAMS) {
    const code = query.get(name)?.trim();
    if (code && CODE.test(code)) {
      writeStorage('session', 'affiliateCode', code);
      return code;
    }
  }
  return readStorage('session', 'affiliateCode');
}
