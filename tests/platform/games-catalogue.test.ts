import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { markPlayed } from '../../platform/modules/games/index.ts';

const HOT = '/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&platform=flash,html5-desktop';
const codes = (list: { code: string }[]) => list.map((g) => g.code);

describe.each(STORES)('game catalogue, favourites and recents on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let token: string;
  beforeAll(async () => {
    t = await startTestPlatform(store);
    api = caller(t.app);
    token = (await api.login('demoplayer', 'Demo1234')).body.value.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, tok?: string, language = 'en') =>
    api.call({ method: 'GET', url, headers: { language }, ...(tok ? { token: tok } : {}) });
  const post = (url: string, payload: unknown, tok?: string) =>
    api.call({ method: 'POST', url, payload: payload as object, ...(tok ? { token: tok } : {}) });

  describe('GET /wps/relay/GCSGAME_gameList', () => {
    it("lists a vendor's games in order with names in the player's language and the spec's game fields", async () => {
      const { status, body } = await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_SLOTS');
      expect(status).toBe(200);
      expect(codes(body.value)).toEqual([
        'lotus-fortune',
        'golden-tiger',
        'mango-bonanza',
        'river-treasure',
        'star-gems',
        'dragon-coins',
      ]);
      expect(body.value[0]).toEqual({
        code: 'lotus-fortune',
        name: 'Lotus Fortune',
        vassalage: 'LOTUS_SLOTS',
        category: 'RNG',
        image: '/images/games/lotus-fortune.svg',
        isHot: true,
        isGame: 'GAME',
        gameType: null,
        accountTypeName: null,
        defaultPlayType: null,
        isFavourite: false,
      });
      const bn = (await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_LIVE', undefined, 'bn')).body.value;
      expect(bn[0]).toMatchObject({ code: 'lotus-baccarat', name: 'লোটাস ব্যাকারাট' });
    });

    it("keeps VASSALAGE items out of a vendor's list and lists bingo rooms by game type", async () => {
      expect(codes((await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_CLASSIC')).body.value)).not.toContain(
        'classic-hall',
      );
      expect(codes((await get('/wps/relay/GCSGAME_gameList?gameType=BINGO')).body.value)).toEqual([
        'bingo-arena',
        'bingo-royale',
        'lucky-bingo',
        'bingo-90',
        'bingo-blast',
      ]);
    });

    it('carries the lottery routing fields', async () => {
      const [keno, lucky] = (await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_KENO')).body.value;
      expect(keno).toMatchObject({ gameType: 'ELOTT', accountTypeName: 'ELOTT', defaultPlayType: 'KENO' });
      expect(lucky).toMatchObject({ gameType: 'LOTT', defaultPlayType: 'DIRECT' });
      expect((await get('/wps/relay/GCSGAME_gameList?vassalage=TCG_LOTTO_VN')).body.value[0].accountTypeName).toBe(
        'TCG_LOTTO_VN',
      );
    });

    it('hides the games of a disabled vendor', async () => {
      const set = (enabled: 0 | 1) =>
        t.platform.context.db.updateTable('vendors').set({ enabled }).where('vassalage', '=', 'LOTUS_FISH').execute();
      await set(0);
      try {
        expect((await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_FISH')).body.value).toEqual([]);
        expect(codes((await get(HOT)).body.value)).not.toContain('ocean-hunt');
      } finally {
        await set(1);
      }
      expect(codes((await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_FISH')).body.value)).toContain('ocean-hunt');
    });

    it('refuses a missing, doubled or hostile filter', async () => {
      expect((await get('/wps/relay/GCSGAME_gameList')).status).toBe(400);
      expect((await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_SLOTS&gameType=BINGO')).status).toBe(400);
      expect((await get(`/wps/relay/GCSGAME_gameList?vassalage=${encodeURIComponent("X' OR '1'='1")}`)).status).toBe(
        400,
      );
      expect((await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_SLOTS&x=1')).status).toBe(400);
    });
  });

  describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
    it('lists the hot games, the VASSALAGE item among them, and narrows to one vendor', async () => {
      const all = (await get(`${HOT}&language=en`)).body.value;
      expect(codes(all)).toEqual(
        expect.arrayContaining(['lotus-fortune', 'lotus-baccarat', 'ocean-hunt', 'classic-hall']),
      );
      expect(all.find((g: { code: string }) => g.code === 'classic-hall')).toMatchObject({
        isGame: 'VASSALAGE',
        vassalage: 'LOTUS_CLASSIC',
      });
      expect(codes((await get(`${HOT}&vassalage=LOTUS_SLOTS`)).body.value)).toEqual(['lotus-fortune', 'golden-tiger']);
    });

    it("needs the spec's parameters and knows only its own merchant", async () => {
      expect((await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo')).status).toBe(400);
      expect((await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=other&isPlatform=2')).status).toBe(404);
    });
  });

  describe('favourites', () => {
    it('adds, lists, marks and removes a favourite; adding twice keeps one', async () => {
      expect((await post('/wps/relay/GCSGAME_addFavourite', { gameCode: 'ocean-hunt' }, token)).body.value).toEqual({
        favourites: ['ocean-hunt'],
      });
      expect((await post('/wps/relay/GCSGAME_addFavourite', { gameCode: 'ocean-hunt' }, token)).body.value).toEqual({
        favourites: ['ocean-hunt'],
      });
      const list = (await get('/wps/relay/GCSGAME_favouriteList', token)).body.value;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ code: 'ocean-hunt', isFavourite: true });
      const fish = (await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_FISH', token)).body.value;
      expect(fish.find((g: { code: string }) => g.code === 'ocean-hunt').isFavourite).toBe(true);
      // Another visitor's view never shows this member's favourites.
      const guest = (await get('/wps/relay/GCSGAME_gameList?vassalage=LOTUS_FISH')).body.value;
      expect(guest.every((g: { isFavourite: boolean }) => !g.isFavourite)).toBe(true);
      expect((await post('/wps/relay/GCSGAME_removeFavourite', { gameCode: 'ocean-hunt' }, token)).body.value).toEqual({
        favourites: [],
      });
      expect((await get('/wps/relay/GCSGAME_favouriteList', token)).body.value).toEqual([]);
    });

    it('refuses guests, trial accounts, unknown games and bad codes', async () => {
      expect((await post('/wps/relay/GCSGAME_addFavourite', { gameCode: 'ocean-hunt' })).status).toBe(401);
      expect((await get('/wps/relay/GCSGAME_favouriteList')).status).toBe(401);
      const trial = await api.call({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { platform: 'W' },
        ip: nextIp(),
      });
      const refused = await post('/wps/relay/GCSGAME_addFavourite', { gameCode: 'ocean-hunt' }, trial.body.value.token);
      expect(refused).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
      expect((await post('/wps/relay/GCSGAME_addFavourite', { gameCode: 'no-such-game' }, token)).status).toBe(404);
      expect((await post('/wps/relay/GCSGAME_addFavourite', { gameCode: 'Bad Code' }, token)).status).toBe(400);
      expect((await post('/wps/relay/GCSGAME_addFavourite', { gameCode: 'ocean-hunt', extra: 1 }, token)).status).toBe(
        400,
      );
    });
  });

  describe('GET /wps/relay/GCS_recentGame', () => {
    it("lists the member's recently played games, latest first, one row per game", async () => {
      const member = await t.platform.context.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'demoplayer')
        .executeTakeFirstOrThrow();
      expect((await get('/wps/relay/GCS_recentGame', token)).body.value).toEqual([]);
      let clock = Date.parse('2026-11-22T10:00:00Z');
      const ctx = { ...t.platform.context, now: () => (clock += 1000) };
      expect(await markPlayed(ctx, member.id, 'lotus-fortune')).toBe(true);
      expect(await markPlayed(ctx, member.id, 'ocean-hunt')).toBe(true);
      expect(await markPlayed(ctx, member.id, 'lotus-fortune')).toBe(true);
      expect(await markPlayed(ctx, member.id, 'no-such-game')).toBe(false);
      expect(codes((await get('/wps/relay/GCS_recentGame', token)).body.value)).toEqual([
        'lotus-fortune',
        'ocean-hunt',
      ]);
      expect((await get('/wps/relay/GCS_recentGame')).status).toBe(401);
    });
  });
});
