import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANGLADESH_IP, STORES, US_IP, startTestPlatform, type TestPlatform } from './harness.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

describe.each(STORES)('system calls on %s', (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /wps/system/status', () => {
    it("reports a normal site with the caller's address and country", async () => {
      const res = await get('/wps/system/status?url=play.example', { 'x-forwarded-for': BANGLADESH_IP });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: null,
        value: {
          systemStatus: 0,
          maintenance: false,
          regionRestriction: false,
          location: { ip: BANGLADESH_IP, country: 'BD' },
        },
      });
    });

    it('reports maintenance (1) after the operator turns it on, and normal again after', async () => {
      await ops('status', 'maintenance');
      const during = (await get('/wps/system/status')).json().value;
      expect(during).toMatchObject({ systemStatus: 1, maintenance: true, regionRestriction: false });
      await ops('status', 'normal');
      expect((await get('/wps/system/status')).json().value.systemStatus).toBe(0);
    });

    it('restricts (2) everyone when the merchant is restricted', async () => {
      await ops('status', 'restricted');
      try {
        const value = (await get('/wps/system/status', { 'x-forwarded-for': US_IP })).json().value;
        expect(value).toMatchObject({ systemStatus: 2, regionRestriction: true, location: { country: 'US' } });
      } finally {
        await ops('status', 'normal');
      }
    });

    it('restricts only visitors from a blocked country', async () => {
      await ops('block-country', 'bd');
      try {
        const fromBd = (await get('/wps/system/status', { 'x-forwarded-for': BANGLADESH_IP })).json().value;
        const fromUs = (await get('/wps/system/status', { 'x-forwarded-for': US_IP })).json().value;
        expect(fromBd.systemStatus).toBe(2);
        expect(fromUs.systemStatus).toBe(0);
      } finally {
        await ops('unblock-country', 'BD');
      }
      expect((await get('/wps/system/status', { 'x-forwarded-for': BANGLADESH_IP })).json().value.systemStatus).toBe(0);
    });

    it('lets maintenance win over a blocked country', async () => {
      await ops('block-country', 'BD');
      await ops('status', 'maintenance');
      try {
        const value = (await get('/wps/system/status', { 'x-forwarded-for': BANGLADESH_IP })).json().value;
        expect(value).toMatchObject({ systemStatus: 1, maintenance: true, regionRestriction: false });
      } finally {
        await ops('status', 'normal');
        await ops('unblock-country', 'BD');
      }
    });

    it("refuses unknown parameters with a message in the player's language", async () => {
      const bn = await get('/wps/system/status?drop=1');
      expect(bn.statusCode).toBe(400);
      expect(bn.json()).toMatchObject({
        success: false,
        value: null,
        code: 'bad_request',
        message: 'পাঠানো কিছু তথ্য সঠিক নয়।',
      });
      const en = await get('/wps/system/status?drop=1', { language: 'en' });
      expect(en.json().message).toBe('Some of the information sent is not valid.');
      expect(en.json().fields).toHaveProperty('request');
    });

    it('refuses an oversized url parameter', async () => {
      const res = await get(`/wps/system/status?url=${'a'.repeat(300)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('url');
    });
  });

  describe('GET /wps/system/permission', () => {
    it('returns everything the site needs at start', async () => {
      const res = await get('/wps/system/permission', { language: 'en', 'x-forwarded-for': BANGLADESH_IP });
      expect(res.statusCode).toBe(200);
      const value = res.json().value;
      expect(value).toMatchObject({
        merchantCode: 'demo',
        currency: { code: 'BDT', symbol: '৳' },
        systemStatus: 0,
        maintenance: false,
        regionRestriction: false,
        location: { ip: BANGLADESH_IP, country: 'BD' },
        analytics: { gtagId: null },
      });
      expect(value.imageCDNs.length).toBeGreaterThan(0);
      expect(value.launchGameCDNs.length).toBeGreaterThan(0);
      expect(value.flags).toMatchObject({
        CHNGPASSVERIF3: true,
        MANPLAYREB3: true,
        AGENTPOLICY3: true,
        loginedToHomePage: false,
      });
      expect(value.registerRules.map((r: { key: string }) => r.key)).toEqual(
        expect.arrayContaining(['username', 'password', 'mobileNum', 'affiliateCode', 'captcha']),
      );
      expect(value.resources.map((r: { resourceType: string }) => r.resourceType)).toContain('APP_IOS');
      expect(value.banners.map((b: { groupName: string }) => b.groupName).sort()).toEqual([
        'w_help',
        'w_login',
        'w_register',
      ]);
      expect(value.banners.every((b: { url: string }) => b.url.endsWith('-en.svg'))).toBe(true);
      expect(value.contactUrl).toMatch(/^mailto:/);
    });

    it('follows a flag change without a restart', async () => {
      await ops('flag', 'loginedToHomePage', 'on');
      expect((await get('/wps/system/permission')).json().value.flags.loginedToHomePage).toBe(true);
      await ops('flag', 'loginedToHomePage', 'off');
      expect((await get('/wps/system/permission')).json().value.flags.loginedToHomePage).toBe(false);
    });
  });

  describe('GET /wps/system/whitelabel', () => {
    it('returns the flags as a tree under their groups', async () => {
      const tree = (await get('/wps/system/whitelabel')).json().value as {
        code: string;
        children: { code: string; enabled: boolean }[];
      }[];
      expect(tree.map((n) => n.code)).toEqual(['REGISTER', 'LOGIN', 'FINANCE', 'AGENT', 'MARKETING']);
      const login = tree.find((n) => n.code === 'LOGIN')!;
      expect(login.children.map((c) => c.code)).toEqual(
        expect.arrayContaining(['FREEPLAY3', 'SMSLOGIN3', 'CHNGPASSVERIF3']),
      );
    });

    it('shows a flag turned off by the operator', async () => {
      await ops('flag', 'mobileRegistration', 'off');
      try {
        const tree = (await get('/wps/system/whitelabel')).json().value as {
          children: { code: string; enabled: boolean }[];
        }[];
        const node = tree.flatMap((n) => n.children).find((c) => c.code === 'REGMOBILE3');
        expect(node?.enabled).toBe(false);
      } finally {
        await ops('flag', 'REGMOBILE3', 'on');
      }
    });
  });

  describe('GET /wps/system/setting/register', () => {
    it('returns one rule per field with pattern and bounds', async () => {
      const rules = (await get('/wps/system/setting/register')).json().value;
      const username = rules.find((r: { key: string }) => r.key === 'username');
      expect(username).toEqual({
        key: 'username',
        enabled: true,
        required: true,
        acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
        patternId: 'letters_digits_first_letter',
        minLength: 4,
        maxLength: 16,
      });
      expect(rules).toHaveLength(16);
    });
  });

  describe('GET /wps/system/countries', () => {
    it('lists every country with its dialing code, Bangladesh first', async () => {
      const list = (await get('/wps/system/countries')).json().value as {
        countryCode: string;
        countryDialingCode: string;
      }[];
      expect(list[0]).toEqual({ countryCode: 'BD', countryDialingCode: '880' });
      expect(list.length).toBeGreaterThan(200);
      expect(list.find((c) => c.countryCode === 'VN')?.countryDialingCode).toBe('84');
    });
  });

  describe('GET /wps/system/helpCenter', () => {
    it('answers in the requested language', async () => {
      const en = (await get('/wps/system/helpCenter?language=en')).json().value.sections;
      const bn = (await get('/wps/system/helpCenter', { language: 'bn' })).json().value.sections;
      expect(en[0].title).toBe('How do I deposit?');
      expect(bn[0].title).toBe('কীভাবে ডিপোজিট করব?');
      expect(en.map((s: { anchor: string }) => s.anchor)).toEqual(bn.map((s: { anchor: string }) => s.anchor));
    });

    it('falls back to English for other interface languages', async () => {
      const th = (await get('/wps/system/helpCenter?language=th')).json().value.sections;
      expect(th[0].title).toBe('How do I deposit?');
    });
  });

  describe('unknown calls', () => {
    it('answers an unknown path with a 404 envelope', async () => {
      const res = await get('/wps/system/nothing-here', { language: 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        value: null,
        code: 'not_found',
        message: 'This page or service does not exist.',
      });
      expect((await get('/lgw/nothing')).statusCode).toBe(404);
    });

    it('never shows a stack trace for a malformed body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/system/status',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
      expect(res.json().success).toBe(false);
    });
  });
});
