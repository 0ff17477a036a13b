/**
 * Personal profit and loss (issue 16) through the HTTP surface. A seeded random history of deposits, bets, wins,
 * rollbacks, open bets, bonuses, rebates, transfers to a game wallet and withdrawals (paid and rejected), spread
 * over six weeks; then, for today, the last 7 and 30 days and random custom ranges, the report must equal both the
 * sums of the member's ledger postings (read straight from the tables, categorised by the test's own catalogue)
 * and the account record's rows and totals for the same range, to the minor unit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, playerDay } from '../../contract/player-day.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { systemWallet } from '../../platform/modules/wallet/index.ts';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { newMember, paidDeposit, signedIn } from './builders.ts';

/** The vendors played, their game, their name (as the record reads it) and the category the catalogue gives them. */
const PLAYED = [
  { vendor: 'LOTUS_SLOTS', game: 'lotus-fortune', name: 'Lotus Slots', category: 'RNG' },
  { vendor: 'LOTUS_LIVE', game: 'lotus-baccarat', name: 'Lotus Live', category: 'LIVE' },
  { vendor: 'LOTUS_FISH', game: 'ocean-hunt', name: 'Lotus Fishing', category: 'FISH' },
  { vendor: 'LOTUS_SPORTS', game: 'lotus-sportsbook', name: 'Lotus Sports', category: 'SPORTS' },
] as const;
/** A transfer-mode vendor: money goes to its own wallet and back (vendor_in, vendor_out), never counted as play. */
const WALLET_VENDOR = 'LOTUS_CLASSIC';
const PASSWORD = '135790';
const SEEDS = [16, 2026];

/** mulberry32: a small seeded generator, so a failing history can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

interface Figures {
  betMinor: string;
  winMinor: string;
  netMinor: string;
}
interface Expected {
  categories: Map<string, { bet: bigint; win: bigint; net: bigint }>;
  bonus: bigint;
  rebate: bigint;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function asFigures(f: { bet: bigint; win: bigint; net: bigint }): Figures {
  return { betMinor: f.bet.toString(), winMinor: f.win.toString(), netMinor: f.net.toString() };
}

/** Adds one signed game posting to its category's figures: stakes and refunds make bets, wins make wins. */
function count(into: Expected['categories'], category: string, code: string, amount: bigint) {
  const f = into.get(category) ?? { bet: 0n, win: 0n, net: 0n };
  into.set(category, f);
  if (code === 'win') f.win += amount;
  else f.bet -= amount;
  f.net += amount;
}

describe.each(STORES)('personal profit and loss on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.parse('2026-10-01T04:00:00.000Z');
  let seq = 0;
  const next = (prefix: string) => `${prefix}-${store}-${(seq += 1)}`;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const today = () => playerDay(clock);
  const profit = (token: string, from: string, to: string, language = 'en') =>
    api.call({ method: 'GET', url: `/wps/member/profit?from=${from}&to=${to}`, token, headers: { language } });

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    await ops('withdrawal', 'set', 'turnover', '0');
    await ops('withdrawal', 'set', 'daily', '1000');
    await ops('vendor', 'mode', WALLET_VENDOR, 'transfer');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Plays a seeded random history for a new member; answers their username, id and token. */
  async function history(seed: number) {
    const rnd = random(seed);
    const member = await newMember(api, { username: `pnl${store.slice(0, 2)}${seed}`, password: 'Secret123' });
    const { username } = member;
    let token = member.token;
    const post = (url: string, payload: Record<string, unknown>) => api.call({ method: 'POST', url, payload, token });
    await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: 'Secret123', newPaymentPassword: PASSWORD, confirmPaymentPassword: PASSWORD },
      { token, ip: nextIp() },
    );
    const payee = (
      await post('/wps/member/payees', { kind: 'bkash', holderName: 'Test Player', accountNumber: '01712345678' })
    ).body.value.payees[0].id;
    const ctx = t.platform.context;
    const rebatePool = await systemWallet(ctx, 'rebate');
    const mainId = await ctx.ledger.memberAccount(
      Number(
        (await ctx.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id,
      ),
      (await ctx.settings.get()).currency,
      'main',
    );
    const vendors = PLAYED.map((p) => ({ ...p, client: vendorClient(t.app, p.vendor, () => clock) }));
    const open: { settle: (kind: 'win' | 'rollback', minor: number) => Promise<number>; stake: number }[] = [];

    await paidDeposit(t, api, token, '5000', { at: clock, requestId: next('dep') });
    for (let step = 0; step < 70; step += 1) {
      // Between 10 minutes and 20 hours later: six weeks of history, many steps a day apart, some the same day.
      clock += rnd.int(10, 1200) * 60_000;
      // Hours later the session has idled out: the player logs in again, as they would.
      token = await signedIn(api, username, 'Secret123');
      const roll = rnd.next();
      if (roll < 0.08) {
        await paidDeposit(t, api, token, String(rnd.int(100, 3000)), { at: clock, requestId: next('dep') });
      } else if (roll < 0.55) {
        const v = vendors[rnd.int(0, vendors.length - 1)]!;
        const session = await launchSession(api, token, v.vendor, v.game);
        const ids = { transactionId: next('bet'), roundId: next('round') };
        const stake = rnd.int(100, 40_000);
        const bet = await v.client.debit({
          session,
          ...ids,
          gameCode: v.game,
          amountMinor: String(stake),
        });
        if (bet.status !== 200) continue; // Not enough money: refused, nothing moved.
        const player = bet.body.player as string;
        const settle = async (kind: 'win' | 'rollback', minor: number) =>
          (kind === 'win'
            ? await v.client.credit({
                player,
                transactionId: next('win'),
                roundId: ids.roundId,
                gameCode: v.game,
                amountMinor: String(minor),
                betTransactionId: ids.transactionId,
              })
            : await v.client.rollback({
                player,
                transactionId: next('rb'),
                originalTransactionId: ids.transactionId,
                roundId: ids.roundId,
              })
          ).status;
        const outcome = rnd.next();
        // Wins up to twice the stake: under every game's win cap (games/win-caps.ts).
        if (outcome < 0.6) expect(await settle('win', rnd.int(0, stake * 2))).toBe(200);
        else if (outcome < 0.75) expect(await settle('rollback', 0)).toBe(200);
        else open.push({ settle, stake }); // Settled later, maybe on another day than its bet.
      } else if (roll < 0.63 && open.length) {
        const round = open.splice(rnd.int(0, open.length - 1), 1)[0]!;
        expect(await round.settle(rnd.next() < 0.8 ? 'win' : 'rollback', rnd.int(1, round.stake * 2))).toBe(200);
      } else if (roll < 0.7) {
        await ops('credit-bonus', username, String(rnd.int(1, 300)), 'profit', 'test');
      } else if (roll < 0.76) {
        // A rebate as the cashback pays one: rebate pool -> main wallet, code rebate.
        await ctx.ledger.transfer({
          id: next('rebate'),
          code: 'rebate',
          debitAccountId: rebatePool,
          creditAccountId: mainId,
          amountMinor: BigInt(rnd.int(1, 9_999)),
          metadata: { test: 'profit' },
        });
      } else if (roll < 0.88) {
        const amount = String(rnd.int(1, 200));
        const moved = await post('/wps/relay/GCS_walletTransfer', {
          direction: 'in',
          vassalage: WALLET_VENDOR,
          amount,
          requestId: randomUUID(),
        });
        if (moved.status === 200 && rnd.next() < 0.6) {
          clock += 60_000;
          await post('/wps/relay/GCS_walletTransfer', {
            direction: 'out',
            vassalage: WALLET_VENDOR,
            amount,
            requestId: randomUUID(),
          });
        }
      } else {
        const asked = await post('/wps/member/withdrawals', {
          payeeAccountId: payee,
          amount: String(rnd.int(100, 500)),
          paymentPassword: PASSWORD,
          requestId: next('wd'),
        });
        if (asked.status !== 200) continue;
        clock += rnd.int(1, 120) * 60_000;
        const id = String(asked.body.value.id);
        if (rnd.next() < 0.7) {
          await ops('withdrawal', 'approve', id);
          await ops('withdrawal', 'pay', id);
        } else await ops('withdrawal', 'reject', id, 'test');
      }
    }
    const memberId = Number(
      (await ctx.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id,
    );
    return { token, memberId };
  }

  /** The member's postings in a period, straight from the ledger's tables, categorised by the test's own catalogue. */
  async function fromPostings(memberId: number, from: string, to: string): Promise<Expected> {
    const fromIso = new Date(`${from}T00:00:00+06:00`).toISOString();
    const toIso = new Date(Date.parse(`${to}T00:00:00+06:00`) + DAY_MS).toISOString();
    const rows = await t.platform.context.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
      .where('a.member_id', '=', memberId)
      .where('p.created_at', '>=', fromIso)
      .where('p.created_at', '<', toIso)
      .select(['p.amount_minor', 't.code', 't.metadata', 'a.kind'])
      .execute();
    const expected: Expected = { categories: new Map(), bonus: 0n, rebate: 0n };
    const categoryOf = new Map<string, string>(PLAYED.map((p) => [p.vendor, p.category]));
    for (const row of rows) {
      const amount = BigInt(row.amount_minor);
      if (['bet', 'win', 'refund'].includes(row.code)) {
        const vendor = JSON.parse(row.metadata).vendor as string;
        count(expected.categories, categoryOf.get(vendor)!, row.code, amount);
      } else if (row.kind === 'main' && (row.code === 'bonus' || row.code === 'bonus_release'))
        expected.bonus += amount;
      else if (row.kind === 'main' && row.code === 'rebate') expected.rebate += amount;
    }
    return expected;
  }

  /** The account record of a period: every row of every page, and the summaries of the game and bonus filters. */
  async function fromRecord(token: string, from: string, to: string) {
    const get = (query: string) =>
      api.call({ method: 'GET', url: `/wps/member/records?from=${from}&to=${to}&size=100&${query}`, token });
    const rows: { code: string; wallet: string; vendorName: string | null; amountMinor: string }[] = [];
    for (let page = 1; ; page += 1) {
      const value = (await get(`type=all&page=${page}`)).body.value;
      rows.push(...value.items);
      if (page >= value.pageCount) break;
    }
    const expected: Expected = { categories: new Map(), bonus: 0n, rebate: 0n };
    const categoryOf = new Map<string, string>(PLAYED.map((p) => [p.name, p.category]));
    for (const row of rows) {
      const amount = BigInt(row.amountMinor);
      if (['bet', 'win', 'refund'].includes(row.code))
        count(expected.categories, categoryOf.get(row.vendorName!)!, row.code, amount);
      else if (row.wallet === 'main' && (row.code === 'bonus' || row.code === 'bonus_release'))
        expected.bonus += amount;
      else if (row.wallet === 'main' && row.code === 'rebate') expected.rebate += amount;
    }
    const summary = async (type: string) => {
      const s = (await get(`type=${type}`)).body.value.summary;
      return BigInt(s.incomingMinor) + BigInt(s.outgoingMinor);
    };
    return { expected, gameNet: await summary('game'), bonusNet: await summary('bonus') };
  }

  function expectReport(report: any, expected: Expected) {
    const categories = [...expected.categories].filter(([, f]) => f.bet !== 0n || f.win !== 0n || f.net !== 0n);
    const shown = report.categories.filter(
      (c: Figures) => c.betMinor !== '0' || c.winMinor !== '0' || c.netMinor !== '0',
    );
    expect(
      Object.fromEntries(
        shown.map((c: Figures & { category: string }) => [
          c.category,
          { betMinor: c.betMinor, winMinor: c.winMinor, netMinor: c.netMinor },
        ]),
      ),
    ).toEqual(Object.fromEntries(categories.map(([category, f]) => [category, asFigures(f)])));
    const totals = { bet: 0n, win: 0n, net: 0n };
    for (const [, f] of expected.categories) {
      totals.bet += f.bet;
      totals.win += f.win;
      totals.net += f.net;
    }
    expect(report.totals).toEqual(asFigures(totals));
    expect(report.bonusMinor).toBe(expected.bonus.toString());
    expect(report.rebateMinor).toBe(expected.rebate.toString());
  }

  it.each(SEEDS)('equals the ledger postings and the account record for every period (seed %i)', async (seed) => {
    const { token, memberId } = await history(seed);
    const rnd = random(seed * 7 + 1);
    const ranges: [string, string][] = [
      [today(), today()],
      [addDays(today(), -6), today()],
      [addDays(today(), -29), today()],
      [addDays(today(), -60), today()],
    ];
    for (let i = 0; i < 4; i += 1) {
      const from = addDays(today(), -rnd.int(0, 50));
      ranges.push([from, addDays(from, rnd.int(0, 20))]);
    }
    let played = 0;
    for (const [from, to] of ranges) {
      const res = await profit(token, from, to);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const report = res.body.value;
      const postings = await fromPostings(memberId, from, to);
      const record = await fromRecord(token, from, to);
      expectReport(report, postings);
      expectReport(report, record.expected);
      // The record's own totals for its game and bonus filters: the report's net, and its bonuses with its
      // rebates (the record's bonus filter lists cashback too, as Bonus Details does).
      expect(report.totals.netMinor).toBe(record.gameNet.toString());
      expect((BigInt(report.bonusMinor) + BigInt(report.rebateMinor)).toString()).toBe(record.bonusNet.toString());
      played += report.categories.length;
    }
    // The history is not empty: the ranges saw play in several categories, bonuses and rebates.
    expect(played).toBeGreaterThan(4);
    const all = (await profit(token, addDays(today(), -60), today())).body.value;
    expect(all.categories.length).toBeGreaterThanOrEqual(3);
    expect(BigInt(all.bonusMinor)).toBeGreaterThan(0n);
    expect(BigInt(all.rebateMinor)).toBeGreaterThan(0n);
  });

  it("titles categories in the player's language and lists them in the navigation's order", async () => {
    const { token } = await history(7);
    const from = addDays(today(), -60);
    const en = (await profit(token, from, today())).body.value;
    const order = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'];
    const codes = en.categories.map((c: { category: string }) => c.category);
    expect(codes).toEqual([...codes].sort((a: string, b: string) => order.indexOf(a) - order.indexOf(b)));
    expect(en.categories.find((c: { category: string }) => c.category === 'RNG')?.title).toBe('Slots');
    const bn = (await profit(token, from, today(), 'bn')).body.value;
    expect(bn.categories.find((c: { category: string }) => c.category === 'RNG')?.title).toBe('স্লট');
    expect(bn.currencySymbol).toBe('৳');
  });

  it('answers zeros and no category for a period with nothing played', async () => {
    const { token } = await newMember(api);
    const res = await profit(token, today(), today());
    expect(res.body.value).toEqual({
      currencySymbol: '৳',
      from: today(),
      to: today(),
      categories: [],
      totals: { betMinor: '0', winMinor: '0', netMinor: '0' },
      bonusMinor: '0',
      rebateMinor: '0',
    });
  });

  it("refuses bad ranges in the player's language and trial accounts with in_need_true_account", async () => {
    const { token } = await newMember(api);
    const refused = async (from: string, to: string, language = 'en') => {
      const res = await profit(token, from, to, language);
      expect(res.status).toBe(400);
      return { code: res.body.code, message: res.body.message };
    };
    expect(await refused(today(), addDays(today(), -1))).toEqual({
      code: 'period_invalid',
      message: 'Please choose a valid date range.',
    });
    expect((await refused('2026-02-30', '2026-03-01')).code).toBe('period_invalid');
    expect((await refused('2026-13-01', '2026-13-02')).code).toBe('period_invalid');
    expect((await refused('yesterday', today())).code).toBe('bad_request');
    expect(await refused(addDays(today(), -90), today())).toEqual({
      code: 'period_too_long',
      message: 'Please choose a period of at most 90 days.',
    });
    expect((await refused(addDays(today(), -90), today(), 'bn')).message).toBe(
      'অনুগ্রহ করে সর্বোচ্চ ৯০ দিনের সময়কাল বেছে নিন।',
    );
    // Ninety days is allowed: the limit, not one past it.
    expect((await profit(token, addDays(today(), -89), today())).status).toBe(200);
    expect((await refused(addDays(today(), -400), addDays(today(), -380))).code).toBe('period_too_old');

    const trial = await api.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      ip: nextIp(),
    });
    const res = await profit(trial.body.value.token, today(), today());
    expect(res).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect((await api.call({ method: 'GET', url: `/wps/member/profit?from=${today()}&to=${today()}` })).status).toBe(
      401,
    );
  });
});
