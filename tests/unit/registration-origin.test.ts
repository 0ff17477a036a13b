import { describe, expect, it } from 'vitest';
import { registrationOriginProblems } from '../../platform/modules/accounts/registration-origin.ts';

const origin = { messageKey: 'register_origin_invalid' };

describe('registrationOriginProblems', () => {
  it('accepts what the form sends: its own address, its host name, and no codes', () => {
    expect(
      registrationOriginProblems({
        registerUrl: 'https://play.example.com/en/?register=1',
        domain: 'play.example.com',
      }),
    ).toEqual({});
    expect(registrationOriginProblems({ registerUrl: 'http://127.0.0.1:4321/register', domain: '127.0.0.1' })).toEqual(
      {},
    );
    expect(
      registrationOriginProblems({ registerUrl: '/register', referralCode: 'Friend2026', recommenderId: 'lotus_1' }),
    ).toEqual({});
    expect(registrationOriginProblems({})).toEqual({});
  });

  it('refuses an address on another host, of another scheme, with credentials, or too long', () => {
    for (const registerUrl of [
      'https://evil.example/x',
      'javascript:alert(1)',
      '//evil.example/',
      'https://user:pw@play.example.com/',
      'https://play.example.com/a b',
      `https://play.example.com/${'a'.repeat(500)}`,
      'data:text/html,hi',
      '/\\evil.example',
    ]) {
      expect(registrationOriginProblems({ registerUrl, domain: 'play.example.com' }).registerUrl, registerUrl).toEqual(
        origin,
      );
    }
    // Without a domain to compare with, only a path is accepted.
    expect(registrationOriginProblems({ registerUrl: 'https://play.example.com/' }).registerUrl).toEqual(origin);
  });

  it('refuses a domain that is not a host name', () => {
    for (const domain of [
      "x' or 1=1 --",
      '<script>',
      'a..b',
      '-a.com',
      'a_b.com',
      `${'a'.repeat(64)}.com`,
      `${'a.'.repeat(127)}com`,
    ]) {
      expect(registrationOriginProblems({ domain }).domain, domain).toEqual(origin);
    }
  });

  it('refuses referral codes and recommender ids of the wrong shape or length', () => {
    expect(registrationOriginProblems({ referralCode: '<b>x</b>' }).referralCode).toEqual({
      messageKey: 'pattern.letters_digits',
      min: 2,
      max: 32,
    });
    expect(registrationOriginProblems({ referralCode: 'a'.repeat(33) }).referralCode).toBeDefined();
    expect(registrationOriginProblems({ recommenderId: "1' or '1'='1" }).recommenderId).toEqual({
      messageKey: 'pattern.no_spaces',
      min: 1,
      max: 64,
    });
    expect(registrationOriginProblems({ recommenderId: 'a'.repeat(65) }).recommenderId).toBeDefined();
  });
});
