/** The pure rules of invite friends: code shape, normalising what a friend typed, the link, when a reward is due. */
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  newReferralCode,
  normalisedCode,
  referralLink,
  rewardDue,
  networkOf,
  sameAddress,
  sharePayee,
} from '../../platform/modules/referral/rules.ts';

describe('referral codes', () => {
  it('are eight characters of the alphabet without look-alikes', () => {
    let i = 0;
    const code = newReferralCode((size) => (i += 7) % size);
    expect(code).toHaveLength(CODE_LENGTH);
    for (const c of code) expect(CODE_ALPHABET).toContain(c);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(CODE_ALPHABET).not.toContain(lookAlike);
    expect(newReferralCode(() => 0)).toBe('AAAAAAAA');
    expect(newReferralCode((size) => size - 1)).toBe('99999999');
  });

  it('are read trimmed and in capitals, and anything else is no code of ours', () => {
    expect(normalisedCode('  abcd2345 ')).toBe('ABCD2345');
    expect(normalisedCode('ABCD234')).toBeNull();
    expect(normalisedCode('ABCD23450')).toBeNull();
    expect(normalisedCode('ABCD0345')).toBeNull();
    expect(normalisedCode("x' or 1=1")).toBeNull();
    expect(normalisedCode(undefined)).toBeNull();
    expect(normalisedCode('')).toBeNull();
  });
});

describe('the invitation link', () => {
  it('is absolute on the configured address and a site path without one', () => {
    expect(referralLink('https://play.example.com', 'ABCD2345')).toBe('https://play.example.com/register?ref=ABCD2345');
    expect(referralLink(undefined, 'ABCD2345')).toBe('/register?ref=ABCD2345');
  });
});

describe('a reward', () => {
  const min = 50_000n;
  it('is due once the first deposit reaches the minimum, for a relation still open', () => {
    expect(rewardDue({ status: 'deposited', firstDepositMinor: 50_000n, minDepositMinor: min })).toBe(true);
    expect(rewardDue({ status: 'registered', firstDepositMinor: 90_000n, minDepositMinor: min })).toBe(true);
  });
  it('is not due below the minimum, before a deposit, or for a held, rejected or paid relation', () => {
    expect(rewardDue({ status: 'deposited', firstDepositMinor: 49_999n, minDepositMinor: min })).toBe(false);
    expect(rewardDue({ status: 'registered', firstDepositMinor: null, minDepositMinor: min })).toBe(false);
    for (const status of ['held', 'rejected', 'rewarded'] as const)
      expect(rewardDue({ status, firstDepositMinor: 90_000n, minDepositMinor: min })).toBe(false);
  });
});

describe('the same-address check', () => {
  it('matches any address the referrer used, and never an unknown one', () => {
    expect(sameAddress('203.0.113.5', [null, '198.51.100.1', '203.0.113.5'])).toBe(true);
    expect(sameAddress(null, [null])).toBe(false);
    expect(sameAddress('', [''])).toBe(false);
    expect(sameAddress('not an address', ['not an address'])).toBe(false);
  });

  it('matches the network: the same /24 for IPv4, the same /64 for IPv6', () => {
    expect(sameAddress('203.0.113.6', ['203.0.113.5'])).toBe(true);
    expect(sameAddress('203.0.113.250', ['::ffff:203.0.113.1'])).toBe(true);
    expect(sameAddress('203.0.114.5', ['203.0.113.5'])).toBe(false);
    expect(sameAddress('2001:db8:0:1::9', ['2001:0db8:0000:0001:abcd::1'])).toBe(true);
    expect(sameAddress('2001:db8:0:2::9', ['2001:db8:0:1::9'])).toBe(false);
    expect(sameAddress('2001:db8::', ['2001:db8:0:0:ffff::'])).toBe(true);
    expect(networkOf('2001:db8::1::2')).toBeNull();
    expect(networkOf('300.1.1.1')).toBeNull();
  });

  it('finds a payee account both members added, whatever its spacing', () => {
    const mine = [{ kind: 'bkash', account_number: '01712-345678' }];
    expect(sharePayee(mine, [{ kind: 'bkash', account_number: '01712345678' }])).toBe(true);
    expect(sharePayee(mine, [{ kind: 'nagad', account_number: '01712345678' }])).toBe(false);
    expect(sharePayee([], mine)).toBe(false);
  });
});
