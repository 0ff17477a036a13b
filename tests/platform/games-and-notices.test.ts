import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';

describe.each(STORES)('game menus, vendors and announcements on %s', (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const setVendorsEnabled = (category: string, enabled: 0 | 1) =>
    t.platform.context.db.updateTable('vendors').set({ enabled }).where('category', '=', category).execute();

  describe('GET /lgw/games/game_menus', () => {
    it("groups vendors by category in navigation order with titles in the player's language", async () => {
      const value = (await get('/lgw/games/game_menus', { language: 'en' })).json().value;
      expect(value.sorting.map((s: { gameCategory: string }) => s.gameCategory)).toEqual([
        'ELOTT',
        'LOTT',
        'LIVE',
        'SPORTS',
        'FISH',
        'RNG',
        'PVP',
        'ESPORTS',
      ]);
      expect(value.categories.LIVE.title).toBe('Live Casino');
      expect(value.categories.SPORTS.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual([
        'LOTUS_SPORTS',
        'DS88',
      ]);
      expect(value.categories.LOTT.cards[0]).toEqual({ vassalage: 'TCG_SEA', name: 'SEA Lottery', isHot: true });
      const bn = (await get('/lgw/games/game_menus', { language: 'bn' })).json().value;
      expect(bn.categories.LIVE.title).toBe('লাইভ ক্যাসিনো');
    });

    it('leaves out a category whose vendors are all disabled', async () => {
      await setVendorsEnabled('ESPORTS', 0);
      try {
        const value = (await get('/lgw/games/game_menus')).json().value;
        expect(value.categories.ESPORTS).toBeUndefined();
        expect(value.sorting.map((s: { gameCategory: string }) => s.gameCategory)).not.toContain('ESPORTS');
      } finally {
        await setVendorsEnabled('ESPORTS', 1);
      }
    });

    it('refuses unknown parameters', async () => {
      expect((await get('/lgw/games/game_menus?x=1')).statusCode).toBe(400);
    });
  });

  describe('GET /wps/relay/GCSGAME_vendorList', () => {
    it("lists the merchant's vendors", async () => {
      const list = (await get('/wps/relay/GCSGAME_vendorList?merchantCode=demo')).json().value;
      expect(list.map((v: { vassalage: string }) => v.vassalage)).toContain('DS88');
      expect(list.find((v: { vassalage: string }) => v.vassalage === 'DS88')).toMatchObject({
        category: 'SPORTS',
        isHot: false,
      });
    });

    it('needs a merchant code and knows only its own merchant', async () => {
      expect((await get('/wps/relay/GCSGAME_vendorList')).statusCode).toBe(400);
      expect((await get('/wps/relay/GCSGAME_vendorList?merchantCode=other')).statusCode).toBe(404);
      const hostile = await get(`/wps/relay/GCSGAME_vendorList?merchantCode=${encodeURIComponent("demo' OR '1'='1")}`);
      expect(hostile.statusCode).toBe(404);
    });
  });

  describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
    it("pages 9 at a time, newest first, in the player's language", async () => {
      const first = (
        await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&language=en')
      ).json().value;
      expect(first.total).toBe(12);
      expect(first.pageSize).toBe(9);
      expect(first.list).toHaveLength(9);
      expect(first.list[0].title).toBe('Welcome to Lotus Play');
      const dates = first.list.map((n: { createdAt: string }) => n.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = (await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&page=2&language=en')).json()
        .value;
      expect(second.list).toHaveLength(3);
      const bn = (await get('/wps/relay/MCSFE_getListAnnouncements?types=B&language=bn')).json().value;
      expect(bn.list[0].title).toBe('লোটাস প্লে-তে স্বাগতম');
    });

    it('defaults to type B and filters by type', async () => {
      const b = (await get('/wps/relay/MCSFE_getListAnnouncements')).json().value;
      expect(b.list.every((n: { type: string }) => n.type === 'B')).toBe(true);
      const pr = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PR')).json().value;
      expect(pr.total).toBe(1);
    });

    it('refuses unknown types, platforms and page sizes', async () => {
      for (const query of ['types=X', 'platform=M', 'pageSize=500', 'page=0', 'page=abc', "types=B'--"]) {
        const res = await get(`/wps/relay/MCSFE_getListAnnouncements?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });
  });
});
