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

/**
 * The network an address belongs to, as one household or office shares it: its /24 for IPv4 (an IPv4 address
 * mapped into IPv6 counts as IPv4), its /64 for IPv6 (one subscriber's prefix). Null when it is not an address.
 */
export function networkOf(ip: string | null): string | null {
  if (!ip) return null;
  const text = ip.trim().toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const octets = v4.slice(1, 5).map(Number);
    return octets.every((o) => o <= 255) ? `v4:${octets.slice(0, 3).join('.')}` : null;
  }
  const groups = ipv6Groups(text.split('%')[0]!);
  return groups ? `v6:${groups.slice(0, 4).join(':')}` : null;
}

/** The eight groups of an IPv6 address, each without leading zeros; null when it is not one. */
function ipv6Groups(text: string): string[] | null {
  if (!/^[0-9a-f:]+$/.test(text) || text.split('::').length > 2) return null;
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

/**
 * The same network as any address the referrer registered or signed in from (issue 30: the next address in the
 * same /24 earned the referrer a reward when only the exact address was compared).
 */
export function sameAddress(inviteeIp: string | null, referrerIps: readonly (string | null)[]): boolean {
  const network = networkOf(inviteeIp);
  return network !== null && referrerIps.some((ip) => networkOf(ip) === network);
}

/** A payee account (kind and number) both members added: the reward would reach the same person. */
export function sharePayee(
  a: readonly { kind: string; account_number: string }[],
  b: readonly { kind: string; account_number: string }[],
): boolean {
  const key = (p: { kind: string; account_number: string }) => `${p.kind}:${p.account_number.replace(/[\s-]/g, '')}`;
  const theirs = new Set(b.map(key));
  return a.some((p) => theirs.has(key(p)));
}
