import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { postingsSum as sumOfPostings, seamlessCallsOf } from './ledger-queries.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { BINGO_PAYS } from '../../platform/vendor/engines/bingo.ts';
import { BuiltInVendor } from '../../platform/vendor/vendor.ts';
import { recoverOpenRounds } from '../../platform/vendor/recovery.ts';
import { vendorGame } from '../../platform/vendor/games.ts';
import { injectTransport, type WalletTransport } from '../../platform/vendor/wallet-client.ts';
import { roundById } from '../../platform/vendor/rounds-repository.ts';
import { verifyStoredRound } from '../../platform/vendor/verify-page.ts';

const VENDOR = 'LOTUS_ARENA';
const GAME = 'bingo-90';
const LAUNCH = { gameId: GAME, vassalage: VENDOR, accountType: 1, confirmTrans: 0, clientType: 3, launchMode: 'GLS', platform: 'html5-desktop', language: 'en' };

describe.each(STORES)('built-in vendor: Bingo 90 on %s', (store) => {
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
  const buy = (session: string, cardPriceMinor: unknown, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/vendor/${VENDOR}/${GAME}/round`, payload: { session, lang, cardPriceMinor } });
  const walletBalance = async () => BigInt((await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token })).body.value.sumBalanceMinor);
  const postingsSum = () => sumOfPostings(t.platform.context.db);
  const seamlessOf = (roundId: string) => seamlessCallsOf(t.platform.context.db, roundId);
  const openRounds = () => t.platform.context.db.selectFrom('vendor_rounds').select('id').where('state', '=', 'open').execute();

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    await ops('credit-bonus', 'demoplayer', '500', 'vendor', 'bonus');
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
  });
  afterAll(async () => { await t?.close(); });

  it('serves the room with a strict policy, its script, the paytable, the balance and the next seed hash, in EN and BN', async () => {
    const session = await newSession();
    const res = await page(session);
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).toContain('<script type="module" src="/vendor/assets/bingo-game.js">');
    expect(res.body).toContain('<h1>Bingo 90</h1>');
    expect(res.body).toContain('<output id="balance">500.00</output>');
    expect(res.body).toContain('<option value="100" selected>1.00</option>');
    expect(res.body).toContain(`<th scope="row">Full house</th><td>×${BINGO_PAYS.fullHouse}</td>`);
    expect(res.body.match(/<td id="cell-\d-\d">/g)).toHaveLength(15);
    const hash = /id="next-hash">([0-9a-f]{64})</.exec(res.body)![1];
    expect((await page(session)).body).toContain(hash);
    const bn = await page(session, 'bn');
    expect(bn.body).toContain('lang="bn"');
    expect(bn.body).toContain('<h1>বিঙ্গো ৯০</h1>');
    expect(bn.body).toContain('কার্ড কিনুন');
    const script = await t.app.inject({ method: 'GET', url: '/vendor/assets/bingo-game.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    const expired = await page('x'.repeat(43));
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('Bingo 90');
  });

  it('plays a card: debit, card and balls from the committed seed, the pattern\'s pay credited, verifiable', async () => {
    const session = await newSession();
    const shown = /id="next-hash">([0-9a-f]{64})</.exec((await page(session)).body)![1];
    const before = await walletBalance();
    const res = await buy(session, '200');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const round = answer.outcome;
    expect(answer.betMinor).toBe('200');
    expect(round.card.flat()).toHaveLength(15);
    expect(round.balls).toHaveLength(45);
    // The pay follows from the card and the balls as the test counts them, not as the engine says.
    const drawn = new Set<number>(round.balls);
    const marks = (round.card as number[][]).map((row) => row.filter((n) => drawn.has(n)).length);
    expect(round.markedPerRow).toEqual(marks);
    expect(answer.winMinor).toBe(String(200n * BigInt(BINGO_PAYS[round.pattern as keyof typeof BINGO_PAYS])));
    expect(BigInt(answer.balanceMinor)).toBe(before - 200n + BigInt(answer.winMinor));
    expect(await walletBalance()).toBe(BigInt(answer.balanceMinor));
    expect(await postingsSum()).toBe(0n);
    expect(answer.nextSeedHash).not.toBe(shown);
    const stored = (await roundById(t.platform.context.db, answer.roundId))!;
    expect(stored).toMatchObject({ state: 'settled', game_code: GAME, vassalage: VENDOR, seed_hash: shown, server_seed: answer.serverSeed });
    expect(verifyStoredRound(stored)).toEqual({ hashMatches: true, outcomeMatches: true, ok: true });
    expect((await seamlessOf(answer.roundId)).map((r) => [r.kind, String(r.amount_minor)])).toEqual([['bet', '200'], ['win', answer.winMinor]]);
    const verify = await t.app.inject({ method: 'GET', url: answer.verifyUrl });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('<dt>Game</dt><dd><code>Bingo 90</code></dd>');
    expect(verify.body).toContain('Verified: the seed matches its hash');
    expect(verify.body).toContain(`${marks.reduce((a, b) => a + b, 0)}/15 marked · ×${round.multiplier}`);
  });

  it('refuses card prices the room does not sell, and a card above the balance, moving nothing', async () => {
    const session = await newSession();
    await page(session);
    const start = await walletBalance();
    for (const bad of ['150', '-100', '0', '100.5', 100, 'abc']) expect((await buy(session, bad)).statusCode, String(bad)).toBe(400);
    expect(await walletBalance()).toBe(start);
    expect(await openRounds()).toEqual([]);
    const drainMinor = start - 50n;
    const drained = await vendorClient(t.app, VENDOR, now).debit({
      session, transactionId: 'drain-bet', roundId: 'drain', gameCode: GAME, amountMinor: String(drainMinor),
    });
    expect(drained.status).toBe(200);
    const postings = await t.platform.context.db.selectFrom('ledger_postings').select('id').execute();
    const res = await buy(session, '100', 'bn');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds', message: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই।' });
    expect(await walletBalance()).toBe(50n);
    expect(await t.platform.context.db.selectFrom('ledger_postings').select('id').execute()).toHaveLength(postings.length);
    expect(await openRounds()).toEqual([]);
    await vendorClient(t.app, VENDOR, now).credit({
      player: drained.body.player, transactionId: 'drain-win', roundId: 'drain', gameCode: GAME, amountMinor: String(drainMinor), betTransactionId: 'drain-bet',
    });
    expect(await postingsSum()).toBe(0n);
  });

  it('finishes a card interrupted between debit and credit when recovery runs', async () => {
    const session = await newSession();
    await page(session);
    const db = t.platform.context.db;
    const real = injectTransport(t.app);
    const crashing: WalletTransport = async (path, raw, headers) => {
      if (path === 'credit') throw new Error('connection reset');
      return real(path, raw, headers);
    };
    const secretFor = (v: string) => t.config.seamlessSecrets.get(v);
    const before = await walletBalance();
    const result = await new BuiltInVendor({ db, now, secretFor, transport: crashing })
      .play(vendorGame(VENDOR, GAME)!, session, { cardPriceMinor: '500' });
    expect(result.kind).toBe('interrupted');
    const roundId = (result as { roundId: string }).roundId;
    expect(await walletBalance()).toBe(before - 500n);
    clock += 60_000;
    expect(await recoverOpenRounds(new BuiltInVendor({ db, now, secretFor, transport: real }))).toEqual({ settled: [roundId], refunded: [], failed: [] });
    const round = (await roundById(db, roundId))!;
    expect(round.state).toBe('settled');
    expect(verifyStoredRound(round)?.ok).toBe(true);
    expect(await walletBalance()).toBe(before - 500n + BigInt(String(round.win_minor)));
    expect((await seamlessOf(roundId)).map((r) => r.kind)).toEqual(['bet', 'win']);
    expect(await postingsSum()).toBe(0n);
    expect(await openRounds()).toEqual([]);
  });
});
