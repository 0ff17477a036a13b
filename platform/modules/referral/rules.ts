/** The pure rules of invite friends: the code's shape, the link built from the configured address, when a reward is due. */
import type { ReferralStatus } from './tables.ts';

/** Capitals and digits without the look-alikes (0/O, 1/I/L), so a code read aloud or off a screen is typed right. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** A new code from a source of random indexes (crypto's randomInt in the platform, a fixed list in tests). */
export function newReferralCode(randomIndex: (size: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return code;
}

/** A code as typed or carried in a link: trimmed and in capitals; null when it cannot be one of ours. */
export function normalisedCode(text: string | undefined): string | null {
  const code = (text ?? '').trim().toUpperCase();
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** The registration link: absolute on the configured public address (PUBLIC_URL), a site path without one. */
export function referralLink(publicUrl: string | undefined, code: string): string {
  return `${publicUrl ?? ''}/register?ref=${encodeURIComponent(code)}`;
}

export interface RewardCheck {
  status: ReferralStatus;
  firstDepositMinor: bigint | null;
  minDepositMinor: bigint;
}

/** Only a relation that is neither held, rejected nor paid, whose first paid deposit reached the minimum, pays. */
export function rewardDue({ status, firstDepositMinor, minDepositMinor }: RewardCheck): boolean {
  if (status !== 'registered' && status !== 'deposited') return false;
  return firstDepositMinor !== null && firstDepositMinor >= minDepositMinor;
}

/** The same address as any the referrer registered or signed in from (compared exactly, as the platform records it). */
export function sameAddress(inviteeIp: string | null, referrerIps: readonly (string | null)[]): boolean {
  return inviteeIp !== null && inviteeIp !== '' && referrerIps.includes(inviteeIp);
}
