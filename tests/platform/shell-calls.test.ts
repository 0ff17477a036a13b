import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptServicePath } from '../../src/lib/support/service-path.ts';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';

describe.each(STORES)('calls the page shell makes, on %s', (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /wps/system/customerService', () => {
    it('answers encrypted paths the site can decrypt, a fresh key each time', async () => {
      const first = (await get('/wps/system/customerService')).json().value.version.pathList;
      const second = (await get('/wps/system/customerService')).json().value.version.pathList;
      expect(first.map((p: { type: string }) => p.type)).toEqual(['1', '3', '4']);
      expect(first[1].path).not.toContain('/support/chat');
      expect(first[1].path).not.toBe(second[1].path);
      expect(await decryptServicePath(first[1].path)).toBe('/support/chat');
      expect(await decryptServicePath(second[2].path)).toBe('/support/chat?channel=vip');
    });
  });

  describe('POST /wps/system/language', () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/wps/system/language', payload });

    it('accepts a language code', async () => {
      const response = await post({ language: 'vi' });
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toEqual({ language: 'vi' });
    });

    it("refuses what is not a language code, in the player's language", async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/wps/system/language',
        payload: { language: '<script>' },
        headers: { language: 'bn' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/[\u0980-\u09FF]/);
      expect((await post({ language: 'en', extra: 1 })).statusCode).toBe(400);
    });
  });

  describe('GET /wps/relay/MCSFE_getNoticeData', () => {
    it("splits player, popup and promotion notices and lists the banners, in the player's language", async () => {
      const en = (await get('/wps/relay/MCSFE_getNoticeData', { language: 'en' })).json().value;
      expect(en.playerNotices.length).toBeGreaterThan(0);
      expect(en.playerNotices.every((n: { type: string }) => n.type !== 'PR')).toBe(true);
      expect(en.promotion.every((n: { type: string }) => n.type === 'PR')).toBe(true);
      expect(en.popup.length).toBeGreaterThan(0);
      expect(en.banners.length).toBeGreaterThan(0);
      const bn = (await get('/wps/relay/MCSFE_getNoticeData', { language: 'bn' })).json().value;
      expect(bn.playerNotices[0].title).not.toBe(en.playerNotices[0].title);
    });

    it('follows notices added and removed by operations', async () => {
      const db = t.platform.context.db;
      const added = await db
        .insertInto('notices')
        .values({
          merchant_code: t.platform.context.config.merchantCode,
          lang: 'en',
          announcement_type: 'B',
          title: 'Fresh popup',
          content: '<p>hi</p>',
          popup: 1,
          created_at: new Date(Date.now() + 60_000).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const withIt = (await get('/wps/relay/MCSFE_getNoticeData', { language: 'en' })).json().value;
      expect(withIt.popup[0].title).toBe('Fresh popup');
      await db.deleteFrom('notices').where('id', '=', added.id).execute();
      const without = (await get('/wps/relay/MCSFE_getNoticeData', { language: 'en' })).json().value;
      expect(without.popup.map((n: { title: string }) => n.title)).not.toContain('Fresh popup');
    });
  });
});
