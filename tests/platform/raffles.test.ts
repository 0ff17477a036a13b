/**
 * Raffle promotions through the HTTP surface: settled turnover earns tickets (weighted by game category, refunds
 * not counted); a round publishes its seed's hash before it opens and the seed only when drawn, and the winners
 * are the documented function of seed and ticket list; a round is drawn once however many draws run at once (jobs
 * and the operator's verb); a prize is paid once under 20 parallel claims, and the job pays what is unclaimed at
 * the deadline once; bad input is refused in the player's language and changes nothing; money sums to zero.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, newMember, placedBet } from './builders.ts';
import { postingsSum } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { runRaffleJob } from '../../platform/modules/raffles/job.ts';
import { drawRound } from '../../platform/modules/raffles/index.ts';
import { winningTickets } from '../../contract/rules/raffle-draw.ts';
import { claimRafflePrize, raffleView } from '../../contract/calls/raffles.ts';
import { rewardCentre } from '../../contract/calls/rebates.ts';

const HOUR = 3_600_000;
const VIEW = raffleView.path.replace(':slug', 'lucky-raffle');

describe.each(STORES)('raffles on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let slots: ReturnType<typeof vendorClient>;
  let live: ReturnType<typeof vendorClient>;
  // The demo round is seeded at the real time: the test's clock starts there.
  let clock = Date.now();
  let seq = 0;
  const next = (prefix: string) => `${prefix}-${store}-${(seq += 1)}`;
  const tick = () => {
    clock += 1000;
  };
  const db = () => t.platform.context.db;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token: string, language = 'en') =>
    api.call({ method: 'GET', url, token, headers: { language } });
  const claim = (token: string, payload: Record<string, unknown>, language = 'en') =>
    api.call({ method: 'POST', url: claimRafflePrize.path, payload, token, headers: { language } });
  const view = async (token: string) => {
    const reply = await get(VIEW, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return raffleView.answer.parse(reply.body.value);
  };
  const mainMinor = async (token: string) =>
    BigInt((await get('/wps/member/info/funds/consolidated', token)).body.value.main.amountMinor);
  const prizeTransfers = (roundId: number) =>
    db()
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor', 'credit_account_id'])
      .where('code', '=', 'raffle_prize')
      .where('id', 'like', `raffle:${roundId}:%`)
      .orderBy('id')
      .execute();

  const player = async () => {
    const { username, token } = await newMember(api);
    await ops('credit-bonus', username, '5000', 'raffle', 'test');
    const row = await db()
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return {
      username,
      token,
      id: row.id,
      slot: await gameSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune'),
      table: await gameSession(api, token, 'LOTUS_LIVE', 'lotus-baccarat'),
    };
  };
  type Player = Awaited<ReturnType<typeof player>>;
  /** After the clock jumps days, sessions have expired: a fresh login. */
  const relogin = async (p: Player) => {
    p.token = (await api.login(p.username, 'Secret123', nextIp())).body.value.token as string;
  };
  const slotBet = (p: Player, minor: string) => {
    tick();
    return placedBet(slots, p.slot, 'lotus-fortune', minor, { transactionId: next('bet'), roundId: next('round') });
  };
  const tableBet = (p: Player, minor: string) => {
    tick();
    return placedBet(live, p.table, 'lotus-baccarat', minor, { transactionId: next('bet'), roundId: next('round') });
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    slots = vendorClient(t.app, 'LOTUS_SLOTS', () => clock);
    live = vendorClient(t.app, 'LOTUS_LIVE', () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  let roundId = 0;
  let a: Player;
  let b: Player;
  let c: Player;
  let hashBefore = '';

  it('earns tickets from settled turnover and publishes only the commitment while the round runs', async () => {
    // The seeded demo round is open; a second one is refused until it is drawn.
    expect(await ops('promotions', 'raffles')).toMatch(/round\s+\d+\s+lucky-raffle\s+open/);
    await expect(ops('promotions', 'raffle-open', 'lucky-raffle')).rejects.toThrow(/still open/);
    const seeded = await db()
      .selectFrom('raffle_rounds')
      .select('id')
      .where('state', '=', 'open')
      .executeTakeFirstOrThrow();
    expect(await ops('promotions', 'raffle-draw', String(seeded.id))).toMatch(/drawn: 0 ticket\(s\)/);
    tick();
    const opened = await ops('promotions', 'raffle-open', 'lucky-raffle');
    roundId = Number(/round (\d+)/.exec(opened)![1]);
    await expect(ops('promotions', 'raffle-open', 'no-such-raffle')).rejects.toThrow(/no raffle/);

    a = await player();
    b = await player();
    c = await player();
    const before = await view(a.token);
    expect(before).toMatchObject({ status: 'join', round: { id: roundId, state: 'open', myTickets: 0, result: null } });
    hashBefore = before.round!.seedHash;
    expect(opened).toContain(hashBefore);
    const secret = await db()
      .selectFrom('raffle_rounds')
      .select('server_seed')
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    // The seed is never answered before the draw.
    expect(JSON.stringify(before)).not.toContain(secret.server_seed);

    // a: ৳250 of slots + ৳300 of live at 20 % = ৳310 weighted: 3 tickets. A refunded bet earns nothing.
    await slotBet(a, '25000');
    await tableBet(a, '30000');
    const refunded = await slotBet(a, '90000');
    tick();
    expect((await refunded.rollback(next('rb'))).status).toBe(200);
    // b: ৳100 of slots: 1 ticket. c: ৳400 of live at 20 % = ৳80: none.
    await slotBet(b, '10000');
    await tableBet(c, '40000');
    expect(await view(a.token)).toMatchObject({ status: 'joined', round: { myTickets: 3, myWeightedMinor: '31000' } });
    expect(await view(b.token)).toMatchObject({ status: 'joined', round: { myTickets: 1 } });
    expect(await view(c.token)).toMatchObject({ status: 'join', round: { myTickets: 0, myWeightedMinor: '8000' } });
  });

  it('draws once under parallel jobs and operator draws, revealing a seed that matches its commitment', async () => {
    tick();
    const outcomes = await Promise.all([
      drawRound(t.platform.context, roundId, true),
      drawRound(t.platform.context, roundId, true),
      ops('promotions', 'raffle-draw', String(roundId)),
      ops('promotions', 'raffle-draw', String(roundId)),
      runRaffleJob(t.platform.context),
    ]);
    const drawnCount =
      outcomes.filter((o) => o === 'drawn').length +
      outcomes.filter((o) => typeof o === 'string' && / drawn:/.test(o) && !/already/.test(o)).length;
    expect(drawnCount).toBe(1);
    const tickets = await db().selectFrom('raffle_tickets').selectAll().where('round_id', '=', roundId).execute();
    expect(tickets.map((r) => [r.member_id, Number(r.first_ticket), Number(r.ticket_count)])).toEqual([
      [a.id, 1, 3],
      [b.id, 4, 1],
    ]);

    const after = await view(a.token);
    const result = after.round!.result!;
    expect(after.round!.seedHash).toBe(hashBefore);
    expect(createHash('sha256').update(result.seed).digest('hex')).toBe(hashBefore);
    expect(result.ticketCount).toBe(4);
    // The winners are the documented function of the seed and the ticket list: recomputed here.
    const expected = await winningTickets(result.seed, 4, 3);
    expect(result.winners.map((w) => w.ticket)).toEqual(expected);
    expect(result.winners.map((w) => w.amountMinor)).toEqual(['100000', '50000', '20000']);
    expect(result.holders).toEqual([
      { name: expect.stringMatching(/\*\*\*/), mine: true, first: 1, count: 3 },
      { name: expect.stringMatching(/\*\*\*/), mine: false, first: 4, count: 1 },
    ]);
    // Three prizes over four tickets: a holds three of them, so a wins at least two.
    expect(after.status).toBe('claim');
    expect((await view(c.token)).status).toBe('closed');
    expect(await ops('promotions', 'raffle-draw', String(roundId))).toMatch(/already drawn/);
    expect(await prizeTransfers(roundId)).toEqual([]);
  });

  it('pays a prize once under 20 parallel claims, lists it in the reward centre, refuses others', async () => {
    const prizes = (await view(a.token)).round!.result!.winners;
    const mine = prizes.filter((w) => w.mine);
    const first = mine[0]!;
    const rewards = rewardCentre.answer.parse((await get(rewardCentre.path, a.token)).body.value);
    expect(rewards.rafflePrizes.map((p) => [p.round, p.ticket, p.amountMinor])).toEqual(
      mine.map((w) => [roundId, w.ticket, w.amountMinor]),
    );

    const main = await mainMinor(a.token);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => claim(a.token, { round: roundId, ticket: first.ticket })),
    );
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(claimRafflePrize.answer.parse(reply.body.value)).toEqual({
        round: roundId,
        ticket: first.ticket,
        amountMinor: first.amountMinor,
        paidVia: 'claim',
      });
    }
    const paid = await prizeTransfers(roundId);
    expect(paid.map((r) => [r.id, BigInt(r.amount_minor)])).toEqual([
      [`raffle:${roundId}:${first.ticket}`, BigInt(first.amountMinor)],
    ]);
    expect(await mainMinor(a.token)).toBe(main + BigInt(first.amountMinor));
    const received = rewardCentre.answer.parse((await get(rewardCentre.path, a.token)).body.value);
    expect(received.rafflePrizes.map((p) => p.ticket)).not.toContain(first.ticket);
    expect(received.history[0]).toMatchObject({
      kind: 'raffle_prize',
      amountMinor: first.amountMinor,
      detail: 'lucky-raffle',
    });

    // Someone else's prize, or none: refused in the player's language, nothing paid.
    const notMine = prizes.find((w) => !w.mine) ?? { ticket: 4 };
    expect((await claim(c.token, { round: roundId, ticket: notMine.ticket })).body).toMatchObject({
      success: false,
      code: 'raffle_prize_unknown',
      message: 'There is no such prize of yours to claim. Check the round and ticket number.',
    });
    expect((await claim(c.token, { round: 999_999, ticket: 1 }, 'bn')).body).toMatchObject({
      success: false,
      code: 'raffle_prize_unknown',
      message: expect.stringMatching(/পুরস্কার/),
    });
    for (const payload of [
      { round: 'x', ticket: 1 },
      { round: roundId },
      { round: roundId, ticket: 0 },
      { round: roundId, ticket: 1, amount: 5 },
    ]) {
      const reply = await claim(a.token, payload, 'bn');
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(reply.body.message).toMatch(/[\u0980-\u09FF]/);
    }
    expect(
      (await api.call({ method: 'POST', url: claimRafflePrize.path, payload: { round: roundId, ticket: 1 } })).body,
    ).toMatchObject({
      success: false,
      code: 'not_logged_in',
    });
    expect((await get(raffleView.path.replace(':slug', 'welcome-bonus'), a.token, 'bn')).body).toMatchObject({
      success: false,
      code: 'raffle_unknown',
      message: 'এই প্রোমোশনে কোনো র‍্যাফেল নেই।',
    });
    expect(await prizeTransfers(roundId)).toHaveLength(1);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('pays every prize left unclaimed at the deadline once, however often the job runs', async () => {
    const before = (await view(a.token)).round!.result!;
    const unpaid = before.winners.filter((w) => w.paidVia === null);
    expect(unpaid.length).toBeGreaterThanOrEqual(1);
    clock = Date.parse(before.claimUntil) + 1000;
    await relogin(a);
    const runs = await Promise.all([
      runRaffleJob(t.platform.context),
      runRaffleJob(t.platform.context),
      runRaffleJob(t.platform.context),
    ]);
    expect(runs.reduce((n, r) => n + r.payments, 0)).toBeGreaterThanOrEqual(unpaid.length);
    const paid = await prizeTransfers(roundId);
    expect(paid).toHaveLength(before.winners.length);
    const total = paid.reduce((sum, r) => sum + BigInt(r.amount_minor), 0n);
    expect(total).toBe(170_000n - (before.ticketCount < 3 ? 20_000n : 0n));
    const after = (await view(a.token)).round!.result!;
    expect(after.winners.every((w) => w.paidVia !== null)).toBe(true);
    expect(after.winners.filter((w) => w.paidVia === 'auto').map((w) => w.ticket)).toEqual(unpaid.map((w) => w.ticket));
    // A late claim of a prize paid at the deadline answers its payment, and pays nothing more.
    const late = await claim(a.token, { round: roundId, ticket: before.winners.find((w) => w.mine)!.ticket });
    expect(late.status).toBe(200);
    expect(await prizeTransfers(roundId)).toHaveLength(before.winners.length);
    expect((await runRaffleJob(t.platform.context)).payments).toBe(0);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('draws a round whose period ended through the job once, and shows the statuses of a new round', async () => {
    const opened = await ops('promotions', 'raffle-open', 'lucky-raffle');
    const id = Number(/round (\d+)/.exec(opened)![1]);
    await relogin(b);
    expect((await view(b.token)).status).toBe('join');
    b.slot = await gameSession(api, b.token, 'LOTUS_SLOTS', 'lotus-fortune');
    await slotBet(b, '20000');
    // Period over, within the grace: waiting for the draw.
    clock += 7 * 24 * HOUR;
    await relogin(b);
    expect((await view(b.token)).status).toBe('process');
    expect((await runRaffleJob(t.platform.context)).drawn).toEqual([]);
    clock += 2 * 60_000;
    const runs = await Promise.all([runRaffleJob(t.platform.context), runRaffleJob(t.platform.context)]);
    expect(runs.flatMap((r) => r.drawn)).toEqual([id]);
    const drawn = (await view(b.token)).round!;
    expect(drawn.result!.ticketCount).toBe(2);
    expect(drawn.result!.winners.map((w) => w.ticket)).toEqual(await winningTickets(drawn.result!.seed, 2, 3));
    expect((await view(b.token)).status).toBe('claim');
    expect(await postingsSum(db())).toBe(0n);
  });
});
