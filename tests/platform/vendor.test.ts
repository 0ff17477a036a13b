import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { postingsSum as sumOfPostings, seamlessCallsOf } from './ledger-queries.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { BuiltInVendor } from '../../platform/vendor/vendor.ts';
import { recoverOpenRounds } from '../../platform/vendor/recovery.ts';
import { vendorGame } from '../../platform/vendor/games.ts';
import { injectTransport, type WalletTransport } from '../../platform/vendor/wallet-client.ts';
import { roundById } from '../../platform/vendor/rounds-repository.ts';
import { verifyStoredRound } from '../../platform/vendor/verify-page.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const LAUNCH = { gameId: GAME, vassalage: VENDOR, accountType: 1, confirmTrans: 0, clientType: 3, launchMode: 'GLS', platform: 'html5-desktop', language: 'en' };

describe.each(STORES)('built-in game vendor on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let token: string;
  let clock = Date.now();
  const now = () => clock;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const newSession = async () => {
    const res = await api.call({ method: 'POST', url: '/wps/game/launchGameV2', token, payload: LAUNCH });
    return new URL(res.body.value.game_url, 'http://x').searchParams.get('session')!;
  };
  const page = (session: string, lang = 'en') => t.app.inject({ method: 'GET', url: `/vendor/${VENDOR}/${GAME}/?session=${session}&lang=${lang}` });
  const spin = (session: string, lineBetMinor = '4', lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/vendor/${VENDOR}/${GAME}/round`, payload: { session, lang, lineBetMinor } });
  const walletBalance = async () => BigInt((await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token })).body.value.sumBalanceMinor);
  const postingsSum = () => sumOfPostings(t.platform.context.db);
  const seamlessOf = (roundId: string) => seamlessCallsOf(t.platform.context.db, roundId);

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    await ops('credit-bonus', 'demoplayer', '500', 'vendor', 'bonus');
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
  });
  afterAll(async () => { await t?.close(); });

  it('serves the game page with a strict policy, the balance and the next round\'s seed hash, in EN and BN', async () => {
    const session = await newSession();
    const res = await page(session);
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).toContain('<script type="module" src="/vendor/assets/slot-game.js">');
    expect(res.body).not.toMatch(/<script>[^<]/);
    expect(res.body).toContain('<output id="balance">500.00</output>');
    const hash = /id="next-hash">([0-9a-f]{64})</.exec(res.body)![1];
    // The same commitment until it is played: reloading cannot fish for another seed.
    expect((await page(session)).body).toContain(hash);
    const bn = await page(session, 'bn');
    expect(bn.body).toContain('lang="bn"');
    expect(bn.body).toContain('স্পিন');
    const script = await t.app.inject({ method: 'GET', url: '/vendor/assets/slot-game.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect((await page('x'.repeat(43))).statusCode).toBe(401);
  });

  it('plays a full round: debit, outcome from the committed seed, credit, settled and verifiable', async () => {
    const session = await newSession();
    const shown = /id="next-hash">([0-9a-f]{64})</.exec((await page(session)).body)![1];
    const before = await walletBalance();
    const sumBefore = await postingsSum();
    const res = await spin(session, '10');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.betMinor).toBe('250');
    expect(answer.grid).toHaveLength(3);
    expect(BigInt(answer.balanceMinor)).toBe(before - 250n + BigInt(answer.winMinor));
    expect(await walletBalance()).toBe(BigInt(answer.balanceMinor));
    expect(await postingsSum()).toBe(sumBefore);
    expect(await postingsSum()).toBe(0n);
    expect(answer.nextSeedHash).not.toBe(shown);
    const round = (await roundById(t.platform.context.db, answer.roundId))!;
    expect(round).toMatchObject({ state: 'settled', seed_hash: shown, server_seed: answer.serverSeed, debited: 1 });
    expect(verifyStoredRound(round)).toEqual({ hashMatches: true, outcomeMatches: true, ok: true });
    expect((await seamlessOf(answer.roundId)).map((r) => r.kind)).toEqual(['bet', 'win']);

    const verify = await t.app.inject({ method: 'GET', url: answer.verifyUrl });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain(answer.serverSeed);
    expect(verify.body).toContain(shown);
    expect(verify.body).toContain('Verified: the seed matches its hash');
  });

  it('keeps the seed of a round not yet played secret on the verify page', async () => {
    const session = await newSession();
    await page(session);
    const committed = await t.platform.context.db.selectFrom('vendor_rounds').selectAll().where('state', '=', 'committed').executeTakeFirstOrThrow();
    const verify = await t.app.inject({ method: 'GET', url: `/vendor/verify?round=${committed.id}&lang=en` });
    expect(verify.body).not.toContain(committed.server_seed);
    expect(verify.body).toContain('its seed is still secret');
    expect((await t.app.inject({ method: 'GET', url: '/vendor/verify?round=nope' })).statusCode).toBe(404);
  });

  it('refuses a bet above the balance in the page\'s language and moves nothing', async () => {
    const session = await newSession();
    await page(session);
    // Another game's bet takes all but 0.50 taka, so even the smallest spin (1.00) is more than the balance.
    const drainMinor = (await walletBalance()) - 50n;
    const drained = await vendorClient(t.app, VENDOR, now).debit({
      session, transactionId: 'drain-bet', roundId: 'drain', gameCode: GAME, amountMinor: String(drainMinor),
    });
    expect(drained.status).toBe(200);
    const before = await walletBalance();
    expect(before).toBe(50n);
    const expensive = '4';
    const res = await spin(session, expensive, 'bn');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds', message: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই।' });
    expect((await spin(session, expensive)).json().message).toBe('Not enough balance for this bet.');
    expect(await walletBalance()).toBe(before);
    expect((await spin(session, '3')).statusCode).toBe(400);
    // The shown seed is still the one the next round uses.
    expect(await t.platform.context.db.selectFrom('vendor_rounds').select('id').where('state', '=', 'open').execute()).toEqual([]);
    // The money comes back for the tests after this one.
    await vendorClient(t.app, VENDOR, now).credit({
      player: drained.body.player, transactionId: 'drain-win', roundId: 'drain', gameCode: GAME, amountMinor: String(drainMinor), betTransactionId: 'drain-bet',
    });
  });

  it('finishes a round interrupted between debit and credit when recovery runs', async () => {
    const session = await newSession();
    await page(session);
    const db = t.platform.context.db;
    const real = injectTransport(t.app);
    // A "crash" after the bet: the credit call never reaches the platform.
    const crashing: WalletTransport = async (path, raw, headers) => {
      if (path === 'credit') throw new Error('connection reset');
      return real(path, raw, headers);
    };
    const secretFor = (v: string) => t.config.seamlessSecrets.get(v);
    const broken = new BuiltInVendor({ db, now, secretFor, transport: crashing });
    const before = await walletBalance();
    const result = await broken.play(vendorGame(VENDOR, GAME)!, session, { lineBetMinor: '4' });
    expect(result.kind).toBe('interrupted');
    const roundId = (result as { roundId: string }).roundId;
    expect((await roundById(db, roundId))!.state).toBe('open');
    expect(await walletBalance()).toBe(before - 100n);

    // "Restart": a fresh vendor over the same store runs the recovery.
    clock += 60_000;
    const report = await recoverOpenRounds(new BuiltInVendor({ db, now, secretFor, transport: real }));
    expect(report).toEqual({ settled: [roundId], refunded: [], failed: [] });
    const round = (await roundById(db, roundId))!;
    expect(round.state).toBe('settled');
    expect(verifyStoredRound(round)?.ok).toBe(true);
    const win = BigInt(String(round.win_minor));
    expect(await walletBalance()).toBe(before - 100n + win);
    expect((await seamlessOf(roundId)).map((r) => r.kind)).toEqual(['bet', 'win']);
    expect(await postingsSum()).toBe(0n);
    // Running it again finds nothing to do.
    expect(await recoverOpenRounds(t.platform.vendor!)).toEqual({ settled: [], refunded: [], failed: [] });
  });

  it('rolls back a round whose bet got no answer', async () => {
    const session = await newSession();
    await page(session);
    const db = t.platform.context.db;
    const real = injectTransport(t.app);
    // The bet reaches the platform but its answer is lost.
    const lost: WalletTransport = async (path, raw, headers) => {
      const reply = await real(path, raw, headers);
      if (path === 'debit') throw new Error('timeout');
      return reply;
    };
    const secretFor = (v: string) => t.config.seamlessSecrets.get(v);
    const before = await walletBalance();
    const result = await new BuiltInVendor({ db, now, secretFor, transport: lost }).play(vendorGame(VENDOR, GAME)!, session, { lineBetMinor: '4' });
    expect(result.kind).toBe('interrupted');
    const roundId = (result as { roundId: string }).roundId;
    clock += 60_000;
    expect(await recoverOpenRounds(t.platform.vendor!)).toEqual({ settled: [], refunded: [roundId], failed: [] });
    expect((await roundById(db, roundId))!.state).toBe('refunded');
    expect(await walletBalance()).toBe(before);
    expect((await seamlessOf(roundId)).map((r) => r.kind)).toEqual(['bet', 'refund']);
    expect(await postingsSum()).toBe(0n);
  });
});
