/**
 * One built-in vendor game under test: a fresh platform per store, the demo player funded and logged in, and the
 * calls a game page makes (launch, page, round) plus the rows the tests read after the fact. Registers its own
 * beforeAll/afterAll, so call it inside the describe block.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startTestPlatform, type StoreName, type TestPlatform } from './harness.ts';
import { postingsSum, seamlessCallsOf } from './ledger-queries.ts';
import { caller, nextIp, type Caller, type Reply } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { BuiltInVendor } from '../../platform/vendor/index.ts';
import { injectTransport, type WalletTransport } from '../../platform/vendor/wallet-client.ts';
import { roundById } from '../../platform/vendor/rounds-repository.ts';

export interface VendorGameUnderTest {
  vassalage: string;
  gameId: string;
  /** The reason written on the 500.00 bonus the player starts with. */
  fundingReason?: string;
  /** Follow the wall clock instead of a clock the test moves (passTime); only for files that never move it. */
  wallClock?: boolean;
}

/** The session a launch put in the game URL. */
export const sessionIn = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('session')!;

export function vendorGameUnderTest(
  store: StoreName,
  { vassalage, gameId, fundingReason = 'bonus', wallClock = false }: VendorGameUnderTest,
) {
  let t: TestPlatform | undefined;
  let api: Caller;
  let token: string;
  let clock = Date.now();
  const now = wallClock ? () => Date.now() : () => clock;
  const home = `${vassalage}/${gameId}`;

  beforeAll(async () => {
    // Recovery tests move the clock past the grace period; Redis would keep real time, so limits stay in-process.
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    await COMMANDS['credit-bonus']!.run(t.platform.context, ['demoplayer', '500', 'vendor', fundingReason]);
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const platform = () => t!;
  /** launchGameV2 as the site calls it for the logged-in player (GLS, html5 desktop). */
  const launch = (game = gameId, vendor = vassalage, language = 'en'): Promise<Reply> =>
    api.call({
      method: 'POST',
      url: '/wps/game/launchGameV2',
      token,
      headers: { language },
      payload: {
        gameId: game,
        vassalage: vendor,
        accountType: 1,
        confirmTrans: 0,
        clientType: 3,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        language,
      },
    });
  const db = () => platform().platform.context.db;

  return {
    vassalage,
    gameId,
    now,
    get app() {
      return platform().app;
    },
    get db() {
      return db();
    },
    get platform() {
      return platform().platform;
    },
    /** Moves the platform's clock, e.g. past the grace period recovery leaves a round in flight. */
    passTime(ms: number) {
      clock += ms;
    },

    launch,
    newSession: async (game = gameId, vendor = vassalage) =>
      sessionIn((await launch(game, vendor)).body.value.game_url),
    /** The game page; `path` is `<vassalage>/<game>` for another game of the same vendor family. */
    gamePage(session: string, lang = 'en', path = home): Promise<LightMyRequestResponse> {
      return platform().app.inject({ method: 'GET', url: `/vendor/${path}/?session=${session}&lang=${lang}` });
    },
    /** What the page posts to play one round: the session, the language and the game's own bet fields. */
    playRound(
      session: string,
      bet: Record<string, unknown>,
      lang = 'en',
      path = home,
    ): Promise<LightMyRequestResponse> {
      return platform().app.inject({
        method: 'POST',
        url: `/vendor/${path}/round`,
        payload: { session, lang, ...bet },
      });
    },
    get(url: string): Promise<LightMyRequestResponse> {
      return platform().app.inject({ method: 'GET', url });
    },

    async walletBalance() {
      return BigInt(
        (await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token })).body.value.sumBalanceMinor,
      );
    },
    postingsSum: () => postingsSum(db()),
    seamlessCallsOf: (roundId: string) => seamlessCallsOf(db(), roundId),
    storedRound: (roundId: string) => roundById(db(), roundId),
    openRounds: () => db().selectFrom('vendor_rounds').select('id').where('state', '=', 'open').execute(),

    /** The wallet calls as the running vendor makes them, through the platform in this process. */
    realTransport: () => injectTransport(platform().app),
    /** A vendor over the same store as the running one: a "restart", or one whose wallet calls fail on purpose. */
    vendorWith(transport: WalletTransport) {
      const secretFor = (v: string) => platform().config.seamlessSecrets.get(v);
      return new BuiltInVendor({ db: db(), now, secretFor, transport });
    },
  };
}

export type VendorGameHarness = ReturnType<typeof vendorGameUnderTest>;
