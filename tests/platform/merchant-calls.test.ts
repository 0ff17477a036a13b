import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, type Caller } from './accounts-client.ts';

describe.each(STORES)(
  'the merchant calls of spec 7 (region, routers, domain route, merchant wallet, vass game type) on %s',
  (store) => {
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

    const get = (url: string, options: { token?: string; language?: string; host?: string } = {}) =>
      api.call({
        method: 'GET',
        url,
        token: options.token,
        headers: { language: options.language ?? 'en', ...(options.host ? { host: options.host } : {}) },
      });

    describe('GET /wps/system/region', () => {
      it("answers the gamingvenue dropdown from merchant data, labelled in the player's language", async () => {
        const en = await get('/wps/system/region?menuGroup=gamingvenue');
        expect(en.status).toBe(200);
        expect(en.body.value[0]).toEqual({ id: 1, value: 'ALL', label: 'All venues' });
        expect(en.body.value.map((r: { value: string }) => r.value)).toEqual(['ALL', 'ASIA', 'EUROPE', 'AMERICAS']);
        const bn = await get('/wps/system/region?menuGroup=gamingvenue', { language: 'bn' });
        expect(bn.body.value[0]).toEqual({ id: 1, value: 'ALL', label: 'সব ভেন্যু' });
      });

      it("follows the operator's changes", async () => {
        const { db, config } = t.platform.context;
        await db
          .insertInto('merchant_regions')
          .values({
            merchant_code: config.merchantCode,
            menu_group: 'gamingvenue',
            id: 9,
            value: 'OCEANIA',
            label_bn: 'ওশেনিয়া',
            label_en: 'Oceania',
            sort: 9,
          })
          .execute();
        const after = await get('/wps/system/region?menuGroup=gamingvenue');
        expect(after.body.value.at(-1)).toEqual({ id: 9, value: 'OCEANIA', label: 'Oceania' });
        await db.deleteFrom('merchant_regions').where('id', '=', 9).execute();
      });

      it("refuses an unknown menu group or extra fields, in the player's language", async () => {
        const bad = await get('/wps/system/region?menuGroup=other', { language: 'bn' });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toMatch(/[\u0980-\u09FF]/);
        expect((await get('/wps/system/region')).status).toBe(400);
        expect((await get('/wps/system/region?menuGroup=gamingvenue&x=1')).status).toBe(400);
      });
    });

    describe('GET /wps/system/routers', () => {
      it("lists the pages the merchant's vendors make, and drops a lobby whose vendors are all switched off", async () => {
        const before = (await get('/wps/system/routers')).body.value as { name: string; page: string }[];
        expect(before.map((r) => r.name)).toEqual(
          expect.arrayContaining(['hot', 'fav', 'bingo', 'live', 'fish', 'slots']),
        );
        expect(before.find((r) => r.name === 'fish')?.page).toBe('/fish?vassalage=LOTUS_FISH');
        const { db, config } = t.platform.context;
        await db
          .updateTable('vendors')
          .set({ enabled: 0 })
          .where('merchant_code', '=', config.merchantCode)
          .where('category', '=', 'FISH')
          .execute();
        try {
          const after = (await get('/wps/system/routers')).body.value as { name: string }[];
          expect(after.map((r) => r.name)).not.toContain('fish');
        } finally {
          await db
            .updateTable('vendors')
            .set({ enabled: 1 })
            .where('merchant_code', '=', config.merchantCode)
            .where('category', '=', 'FISH')
            .execute();
        }
      });
    });

    describe('GET /wps/system/domain/route', () => {
      it('answers the route of the host the site sends, never of the Host header', async () => {
        const join = await get('/wps/system/domain/route?url=join.localhost', { host: 'localhost' });
        expect(join.body.value).toEqual({ domain: 'join.localhost', route: '/join', known: true, affiliateCode: null });
        const withScheme = await get(
          `/wps/system/domain/route?url=${encodeURIComponent('https://JOIN.localhost:4321/x')}`,
          { host: 'localhost' },
        );
        expect(withScheme.body.value.route).toBe('/join');
        const home = await get('/wps/system/domain/route?url=localhost', { host: 'join.localhost' });
        expect(home.body.value).toMatchObject({ domain: 'localhost', route: '/', known: true });
        const unknown = await get('/wps/system/domain/route?url=elsewhere.example', { host: 'join.localhost' });
        expect(unknown.body.value).toEqual({
          domain: 'elsewhere.example',
          route: '/',
          known: false,
          affiliateCode: null,
        });
      });

      it("names the invitation code of an agent's registration domain", async () => {
        const { db, config } = t.platform.context;
        await db
          .updateTable('members')
          .set({ register_domain: 'agent-one.example' })
          .where('merchant_code', '=', config.merchantCode)
          .where('username', '=', 'demoagent')
          .execute();
        const agent = await get('/wps/system/domain/route?url=agent-one.example');
        expect(agent.body.value).toMatchObject({ route: '/', affiliateCode: 'LOTUS1' });
      });

      it('refuses a missing or unreadable address', async () => {
        expect((await get('/wps/system/domain/route')).status).toBe(400);
        const bad = await get(`/wps/system/domain/route?url=${encodeURIComponent('http://[bad')}`, { language: 'bn' });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toMatch(/[\u0980-\u09FF]/);
      });
    });

    describe('GET /wps/system/merchantWallet', () => {
      it("answers the currency and each vendor's wallet mode to a logged-in visitor, and follows a vendor's change", async () => {
        expect((await get('/wps/system/merchantWallet')).status).toBe(401);
        const wallet = (await get('/wps/system/merchantWallet', { token })).body.value;
        expect(wallet).toMatchObject({ currency: 'BDT', currencySymbol: '৳' });
        expect(wallet.wallets.find((w: { vassalage: string }) => w.vassalage === 'LOTUS_SLOTS')).toMatchObject({
          walletMode: 'seamless',
          category: 'RNG',
        });
        const { db, config } = t.platform.context;
        await db
          .updateTable('vendors')
          .set({ wallet_mode: 'transfer' })
          .where('merchant_code', '=', config.merchantCode)
          .where('vassalage', '=', 'DS88')
          .execute();
        try {
          const after = (await get('/wps/system/merchantWallet', { token })).body.value;
          expect(after.wallets.find((w: { vassalage: string }) => w.vassalage === 'DS88').walletMode).toBe('transfer');
        } finally {
          await db
            .updateTable('vendors')
            .set({ wallet_mode: 'seamless' })
            .where('merchant_code', '=', config.merchantCode)
            .where('vassalage', '=', 'DS88')
            .execute();
        }
      });
    });

    describe('GET /wps/relay/GCSGAME_vassGameType', () => {
      it("tells a vendor's category, game types and whether it opens as a popup list", async () => {
        expect((await get('/wps/relay/GCSGAME_vassGameType?vassalage=LOTUS_CLASSIC')).body.value).toEqual({
          vassalage: 'LOTUS_CLASSIC',
          category: 'RNG',
          gameTypes: ['RNG'],
          popupList: true,
        });
        expect((await get('/wps/relay/GCSGAME_vassGameType?vassalage=LOTUS_KENO')).body.value).toEqual({
          vassalage: 'LOTUS_KENO',
          category: 'ELOTT',
          gameTypes: ['ELOTT', 'LOTT'],
          popupList: false,
        });
      });

      it('answers 404 for an unknown vendor and 400 for a malformed one', async () => {
        expect((await get('/wps/relay/GCSGAME_vassGameType?vassalage=NOPE')).status).toBe(404);
        expect((await get('/wps/relay/GCSGAME_vassGameType?vassalage=bad%20name')).status).toBe(400);
      });
    });
  },
);
