/**
 * The referral code a visitor arrives with on a friend's invitation link (/register?ref=CODE), remembered for the
 * visit so it survives navigating before registering. Sent as the registration's referralCode (spec 3).
 */
import { readStorage, writeStorage } from '../stores/browser-storage.ts';

const CODE = /^[A-Za-z0-9]{2,32}$/;

export function referralFromAddress(): string | null {
  const code = new URLSearchParams(window.location.search).get('ref')?.trim();
  if (code && CODE.test(code)) {
    writeStorage('session', 'referralCode', code);
    return code;
  }
  return readStorage('session', 'referralCode');
}
