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

const VENDOR = 'LOTUS_SPORTS';
const GAME = 'lotus-sportsbook';
const launchOf = (gameId: string, vassalage: string) =>
  ({ gameId, vassalage, accountType: 1, confirmTrans: 0, clientType: 3, launchMode: 'GLS', platform: 'html5-desktop', language: 'en' });
// The odds the football match is offered at (engine test pins them to the exact chances).
const ODDS = { home: 204n, draw: 368n, away: 341n } as const;

describe.each(STORES)('built-in vendor: sports games on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let token: string;
  let clock = Date.now();
  const now = () => clock;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const newSession = async (gameId = GAME, vassalage = VENDOR) => {
    const res = await api.call({ method: 'POST', url: '/wps/game/launchGameV2', token, payload: launchOf(gameId, vassalage) });
    expect(res.body.value.game_url).toContain(`/vendor/${vassalage}/${gameId}/`);
    return new URL(res.body.value.game_url, 'http://x').searchParams.get('session')!;
  };
  const page = (session: string, lang = 'en', path = `${VENDOR}/${GAME}`) => t.app.inject({ method: 'GET', url: `/vendor/${path}/?session=${session}&lang=${lang}` });
  const bet = (session: string, selection: string, stakeMinor: string, lang = 'en', path = `${VENDOR}/${GAME}`) =>
    t.app.inject({ method: 'POST', url: `/vendor/${path}/round`, payload: { session, lang, selection, stakeMinor } });
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

  it('serves the match card with a strict policy, its own script, the odds, the balance and the next seed hash, in EN and BN', async () => {
    const session = await newSession();
    const res = await page(session);
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).toContain('<script type="module" src="/vendor/assets/sports-game.js">');
    expect(res.body).not.toMatch(/<script>[^<]/);
    expect(res.body).not.toMatch(/ style=/);
    expect(res.body).toContain('<h1>Lotus Sportsbook</h1>');
    expect(res.body).toContain('Padma Tigers');
    expect(res.body).toContain('Meghna Sharks');
    expect(res.body).toContain('<output id="balance">500.00</output>');
    expect(res.body).toMatch(/name="selection" value="home" checked/);
    for (const [selection, odds] of Object.entries({ home: '2.04', draw: '3.68', away: '3.41' })) {
      expect(res.body).toMatch(new RegExp(`id="pick-${selection}"><input[^>]+value="${selection}"[^>]*>.*?<span class="pick-odds" data-odds="\\d+">${odds.replace('.', '\\.')}</span>`));
    }
    expect(res.body).toContain('name="stake" value="100" checked');
    const hash = /id="next-hash">([0-9a-f]{64})</.exec(res.body)![1];
    expect((await page(session)).body).toContain(hash);
    const bn = await page(session, 'bn');
    expect(bn.body).toContain('lang="bn"');
    expect(bn.body).toContain('লোটাস স্পোর্টসবুক');
    expect(bn.body).toContain('পদ্মা টাইগার্স');
    expect(bn.body).toContain('বাজি ধরুন');
    const script = await t.app.inject({ method: 'GET', url: '/vendor/assets/sports-game.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).not.toContain('Math.random');
    const expired = await page('x'.repeat(43));
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('Lotus Sportsbook');
  });

  it('plays a match: debit, score from the committed seed, stake × odds credited on a win, the ledger sums to zero, verifiable', async () => {
    const session = await newSession();
    const shown = /id="next-hash">([0-9a-f]{64})</.exec((await page(session)).body)![1];
    const before = await walletBalance();
    const res = await bet(session, 'draw', '500');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const { match } = answer.outcome;
    expect(answer.betMinor).toBe('500');
    expect(answer.outcome).toMatchObject({ selection: 'draw', stakeMinor: '500', oddsHundredths: String(ODDS.draw) });
    expect(match.events).toHaveLength(match.homeScore + match.awayScore);
    expect(match.result).toBe(match.homeScore > match.awayScore ? 'home' : match.homeScore < match.awayScore ? 'away' : 'draw');
    const expected = match.result === 'draw' ? String(5n * ODDS.draw) : '0';
    expect(answer.winMinor).toBe(expected);
    expect(BigInt(answer.balanceMinor)).toBe(before - 500n + BigInt(expected));
    expect(await walletBalance()).toBe(BigInt(answer.balanceMinor));
    expect(await postingsSum()).toBe(0n);
    expect(answer.nextSeedHash).not.toBe(shown);
    const round = (await roundById(t.platform.context.db, answer.roundId))!;
    expect(round).toMatchObject({ state: 'settled', game_code: GAME, vassalage: VENDOR, seed_hash: shown, server_seed: answer.serverSeed });
    expect(verifyStoredRound(round)).toEqual({ hashMatches: true, outcomeMatches: true, ok: true });
    expect((await seamlessOf(answer.roundId)).map((r) => [r.kind, String(r.amount_minor)])).toEqual([['bet', '500'], ['win', expected]]);
    const verify = await t.app.inject({ method: 'GET', url: answer.verifyUrl });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain(answer.serverSeed);
    expect(verify.body).toContain('Verified: the seed matches its hash');
    const result = match.result === 'draw' ? 'Draw' : `Winner: ${match.result === 'home' ? 'Padma Tigers' : 'Meghna Sharks'}`;
    expect(verify.body).toContain(`Outcome</dt><dd><code>Padma Tigers ${match.homeScore} – ${match.awayScore} Meghna Sharks · ${result} · Pick: Draw @ 3.68<`);
    const bnVerify = await t.app.inject({ method: 'GET', url: answer.verifyUrl.replace('lang=en', 'lang=bn') });
    expect(bnVerify.body).toContain(`পদ্মা টাইগার্স ${match.homeScore} – ${match.awayScore} মেঘনা শার্কস`);
  });

  it('wins and loses over several matches exactly as the odds say, and the wallet follows every one', async () => {
    const session = await newSession();
    await page(session);
    let expected = await walletBalance();
    for (let i = 0; i < 8; i += 1) {
      const selection = (['home', 'away'] as const)[i % 2]!;
      const answer = (await bet(session, selection, '100')).json();
      expected += -100n + (answer.outcome.match.result === selection ? ODDS[selection] : 0n);
      expect(BigInt(answer.balanceMinor)).toBe(expected);
    }
    expect(await walletBalance()).toBe(expected);
    expect(await postingsSum()).toBe(0n);
  });

  it('refuses bets the book does not take, in the player\'s language, moving nothing', async () => {
    const session = await newSession();
    await page(session);
    const before = await walletBalance();
    const hash = /id="next-hash">([0-9a-f]{64})</.exec((await page(session)).body)![1];
    for (const [selection, stake] of [['over', '100'], ['home', '150'], ['home', '-100'], ['draw', '100.5'], ['away', '100000000'], ['', '100']]) {
      const res = await bet(session, selection!, stake!, 'bn');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'bad_bet', message: 'এই বাজি পাওয়া যায় না।' });
    }
    const english = await bet(session, 'home', '7', 'en');
    expect(english.json()).toEqual({ code: 'bad_bet', message: 'That bet is not available.' });
    expect(await walletBalance()).toBe(before);
    expect(await openRounds()).toEqual([]);
    // Nothing was played: the committed hash is still the next round's.
    expect((await page(session)).body).toContain(hash);

    const drainMinor = before - 50n;
    const drained = await vendorClient(t.app, VENDOR, now).debit({
      session, transactionId: 'sports-drain-bet', roundId: 'sports-drain', gameCode: GAME, amountMinor: String(drainMinor),
    });
    expect(drained.status).toBe(200);
    const res = await bet(session, 'home', '100', 'bn');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds', message: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই।' });
    expect(await walletBalance()).toBe(50n);
    expect(await openRounds()).toEqual([]);
    expect(await postingsSum()).toBe(0n);
    await vendorClient(t.app, VENDOR, now).credit({
      player: drained.body.player, transactionId: 'sports-drain-win', roundId: 'sports-drain', gameCode: GAME, amountMinor: String(drainMinor), betTransactionId: 'sports-drain-bet',
    });
  });

  it('finishes a match interrupted between debit and credit when recovery runs', async () => {
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
      .play(vendorGame(VENDOR, GAME)!, session, { selection: 'home', stakeMinor: '1000' });
    expect(result.kind).toBe('interrupted');
    const roundId = (result as { roundId: string }).roundId;
    expect(await walletBalance()).toBe(before - 1000n);
    clock += 60_000;
    expect(await recoverOpenRounds(new BuiltInVendor({ db, now, secretFor, transport: real }))).toEqual({ settled: [roundId], refunded: [], failed: [] });
    const round = (await roundById(db, roundId))!;
    expect(round.state).toBe('settled');
    expect(verifyStoredRound(round)?.ok).toBe(true);
    expect(await walletBalance()).toBe(before - 1000n + BigInt(String(round.win_minor)));
    expect((await seamlessOf(roundId)).map((r) => r.kind)).toEqual(['bet', 'win']);
    expect(await postingsSum()).toBe(0n);
    expect(await openRounds()).toEqual([]);
  });

  it.each([
    ['DS88', 'ds88-sabong', 'DS88 Sabong', 'Red Rooster', 'White Rooster', ['Meron', 'Wala'], 'ডিএস৮৮ সাবং'],
    ['LOTUS_ESPORTS', 'cyber-league', 'Cyber League', 'Neon Foxes', 'Quantum Owls', [], 'সাইবার লিগ'],
    ['LOTUS_ESPORTS', 'battle-arena-cup', 'Battle Arena Cup', 'Iron Giants', 'Storm Riders', [], 'ব্যাটল অ্যারেনা কাপ'],
  ] as const)('serves %s/%s through the same engine with its own title and sides, and settles a verifiable round', async (vassalage, code, title, home, away, marks, bnTitle) => {
    const session = await newSession(code, vassalage);
    const path = `${vassalage}/${code}`;
    const res = await page(session, 'en', path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>${title}</h1>`);
    for (const word of [home, away, ...marks]) expect(res.body).toContain(word);
    expect((await page(session, 'bn', path)).body).toContain(bnTitle);
    const before = await walletBalance();
    const answer = (await bet(session, 'away', '200', 'en', path)).json();
    expect(answer.betMinor).toBe('200');
    expect(BigInt(answer.balanceMinor)).toBe(before - 200n + BigInt(answer.winMinor));
    expect(await postingsSum()).toBe(0n);
    const round = (await roundById(t.platform.context.db, answer.roundId))!;
    expect(round).toMatchObject({ state: 'settled', vassalage, game_code: code });
    expect(verifyStoredRound(round)?.ok).toBe(true);
    const verify = await t.app.inject({ method: 'GET', url: answer.verifyUrl });
    const { homeScore, awayScore } = answer.outcome.match;
    expect(verify.body).toContain(`${home} ${homeScore} – ${awayScore} ${away} · `);
  });
});
