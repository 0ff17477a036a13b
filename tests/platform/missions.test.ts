/**
 * Missions through the HTTP surface (/lgw/mission/...): progress measured from real events of the mission's period
 * (settled bets from the seamless wallet, paid deposits from the gateway's notification, logins on consecutive
 * days), a claim paid once through the ledger however many claims race (20 in parallel), a claim before completion
 * refused in the player's language, the period's rollover starting afresh, the reward centre listing what is
 * waiting, the leaderboard with masked names, and the operator's verbs. Every movement balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, newMember, paidDeposit, placedBet } from './builders.ts';
import { postingsSum } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { claimMission, missionLeaderboard, missionSummary, type MissionState } from '../../contract/calls/missions.ts';
import { rewardCentre } from '../../contract/calls/rebates.ts';
import { accountRecord } from '../../contract/calls/records.ts';

/** Wednesday 18 November 2026, 12:00 in Dhaka (ISO week 47). */
const WEDNESDAY_NOON = Date.parse('2026-11-18T06:00:00.000Z');

describe.each(STORES)('missions on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let slots: ReturnType<typeof vendorClient>;
  let live: ReturnType<typeof vendorClient>;
  let clock = WEDNESDAY_NOON;
  let seq = 0;
  const next = (prefix: string) => `${prefix}-${store}-${(seq += 1)}`;
  const tick = () => {
    clock += 1000;
  };

  const db = () => t.platform.context.db;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token: string, language = 'en') =>
    api.call({ method: 'GET', url, token, headers: { language } });
  const claim = (token: string, missionId: unknown, language = 'en') =>
    api.call({ method: 'POST', url: claimMission.path, payload: { missionId }, token, headers: { language } });
  const summary = async (token: string, language = 'en') => {
    const reply = await get(missionSummary.path, token, language);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return missionSummary.answer.parse(reply.body.value);
  };
  const mission = (missions: MissionState[], kind: string, category: string | null = null) =>
    missions.find((m) => m.kind === kind && m.category === category)!;
  const mainMinor = async (token: string) =>
    BigInt((await get('/wps/member/info/funds/consolidated', token)).body.value.main.amountMinor);
  const rewardTransfers = (memberId: number) =>
    db()
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor'])
      .where('code', '=', 'mission_reward')
      .where('id', 'like', 'mission:%')
      .where('id', 'like', `%:${memberId}`)
      .orderBy('created_at')
      .execute();
  const login = async (username: string) => {
    const reply = await api.login(username, 'Secret123', nextIp());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.value.token as string;
  };

  /** A new member with money to stake, logged in, with a slot and a live-table session. */
  const player = async () => {
    const { username, token } = await newMember(api);
    const { id } = await db()
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await ops('credit-bonus', username, '5000', 'missions', 'test');
    return {
      username,
      token,
      id,
      slot: await gameSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune'),
      table: await gameSession(api, token, 'LOTUS_LIVE', 'lotus-baccarat'),
    };
  };
  type Player = Awaited<ReturnType<typeof player>>;
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

  it('lists the seeded missions at zero and refuses a claim before completion in both languages', async () => {
    const p = await player();
    const view = await summary(p.token);
    expect(view.periods).toEqual({
      daily: { key: '2026-11-18', endsAt: '2026-11-18T18:00:00.000Z' },
      weekly: { key: '2026-W47', endsAt: '2026-11-22T18:00:00.000Z' },
    });
    expect(view.missions.map((m) => [m.period, m.kind, m.category, m.target, m.rewardMinor])).toEqual([
      ['daily', 'rounds', null, '3', '500'],
      ['daily', 'bet', 'RNG', '20000', '1000'],
      ['daily', 'deposit', null, '50000', '2000'],
      ['weekly', 'login', null, '3', '3000'],
      ['weekly', 'bet', 'LIVE', '200000', '5000'],
    ]);
    // Registering opened a session: the first day of a login streak.
    expect(mission(view.missions, 'login')).toMatchObject({ progress: '1', percent: 33, done: false });
    expect(mission(view.missions, 'rounds')).toMatchObject({ progress: '0', done: false, claimable: false });
    expect(view.openCount).toBe(0);
    expect(mission((await summary(p.token, 'bn')).missions, 'bet', 'RNG').categoryName).toBe('স্লট');

    const rounds = mission(view.missions, 'rounds');
    expect((await claim(p.token, rounds.id)).body).toMatchObject({
      success: false,
      code: 'mission_not_done',
      message: 'This mission is not complete yet: finish it before the period ends to claim its reward.',
    });
    expect((await claim(p.token, rounds.id, 'bn')).body).toMatchObject({
      success: false,
      code: 'mission_not_done',
      message: expect.stringMatching(/সম্পূর্ণ হয়নি/),
    });
    expect((await claim(p.token, 999_999)).body).toMatchObject({ success: false, code: 'mission_unknown' });
    const bad = await claim(p.token, 'one');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(await rewardTransfers(p.id)).toEqual([]);
    // Signed in only.
    expect((await api.call({ method: 'GET', url: missionSummary.path })).status).toBe(401);
  });

  it('progresses from settled bets (a refunded bet does not count) and pays a claim once under 20 parallel claims', async () => {
    const p = await player();
    await slotBet(p, '5000');
    await slotBet(p, '5000');
    const refunded = await slotBet(p, '50000');
    tick();
    expect((await refunded.rollback(next('rb'))).status).toBe(200);
    await tableBet(p, '30000');
    let view = await summary(p.token);
    // Three rounds settled, the refunded one not counted; slots stake ৳100 of ৳200.
    expect(mission(view.missions, 'rounds')).toMatchObject({ progress: '3', done: true, claimable: true });
    expect(mission(view.missions, 'bet', 'RNG')).toMatchObject({ progress: '10000', percent: 50, done: false });
    expect(mission(view.missions, 'bet', 'LIVE')).toMatchObject({ progress: '30000', percent: 15 });
    expect(view.openCount).toBe(1);
    await slotBet(p, '10000');
    view = await summary(p.token);
    expect(mission(view.missions, 'bet', 'RNG')).toMatchObject({ progress: '20000', percent: 100, claimable: true });
    expect(view.openCount).toBe(2);

    const rounds = mission(view.missions, 'rounds');
    const main = await mainMinor(p.token);
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(p.token, rounds.id)));
    for (const reply of replies) {
      if (reply.status === 200) expect(claimMission.answer.parse(reply.body.value).claimedMinor).toBe('500');
      else expect(reply.body).toMatchObject({ success: false, code: 'mission_claimed' });
    }
    expect(replies.some((r) => r.status === 200)).toBe(true);
    expect((await rewardTransfers(p.id)).map((r) => [r.id, BigInt(r.amount_minor)])).toEqual([
      [`mission:${rounds.id}:2026-11-18:${p.id}`, 500n],
    ]);
    expect(await mainMinor(p.token)).toBe(main + 500n);
    const claimRows = await db().selectFrom('mission_claims').selectAll().where('member_id', '=', p.id).execute();
    expect(claimRows).toHaveLength(1);

    // Claimed: refused in the player's language, nothing paid twice.
    expect((await claim(p.token, rounds.id)).body).toMatchObject({
      success: false,
      code: 'mission_claimed',
      message: "This mission's reward has already been claimed for this period.",
    });
    expect((await claim(p.token, rounds.id, 'bn')).body.message).toMatch(/আগেই দাবি করা হয়েছে/);
    view = await summary(p.token);
    expect(mission(view.missions, 'rounds')).toMatchObject({ claimed: true, claimable: false });
    expect(view.openCount).toBe(1);

    // The reward centre lists the other completed mission and shows the reward received.
    const rewards = rewardCentre.answer.parse((await get(rewardCentre.path, p.token)).body.value);
    expect(rewards.missions.map((m) => [m.kind, m.category])).toEqual([['bet', 'RNG']]);
    expect(rewards.history[0]).toMatchObject({ kind: 'mission_reward', amountMinor: '500', detail: '2026-11-18' });
    const slotsMission = mission(view.missions, 'bet', 'RNG');
    expect(claimMission.answer.parse((await claim(p.token, slotsMission.id)).body.value).claimedMinor).toBe('1000');
    expect(rewardCentre.answer.parse((await get(rewardCentre.path, p.token)).body.value).missions).toEqual([]);

    // The account record names it, in the bonus filter.
    const record = accountRecord.answer.parse(
      (await get(`${accountRecord.path}?type=bonus&from=2026-11-18&to=2026-11-18`, p.token)).body.value,
    );
    expect(record.items.map((r) => [r.code, r.amountMinor])).toEqual(
      expect.arrayContaining([
        ['mission_reward', '500'],
        ['mission_reward', '1000'],
      ]),
    );
    expect(await postingsSum(db())).toBe(0n);
  });

  it('progresses from a paid deposit, not from an order still waiting for payment', async () => {
    const p = await player();
    // An order opened and never paid moves nothing, and counts for nothing.
    const methods = (await get('/wps/deposit/methods', p.token)).body.value.methods;
    const channel = methods.find((m: { method: string }) => m.method === 'PAYMENT_BKASH').channels[0];
    const unpaid = await api.call({
      method: 'POST',
      url: '/wps/deposit/orders',
      payload: { channelId: channel.id, amount: '1000', requestId: next('unpaid') },
      token: p.token,
    });
    expect(unpaid.body, JSON.stringify(unpaid.body)).toMatchObject({ success: true });
    expect(mission((await summary(p.token)).missions, 'deposit')).toMatchObject({ progress: '0' });
    await paidDeposit(t, api, p.token, '300', { at: clock });
    let deposit = mission((await summary(p.token)).missions, 'deposit');
    expect(deposit).toMatchObject({ progress: '30000', percent: 60, done: false });
    tick();
    await paidDeposit(t, api, p.token, '200', { at: clock });
    deposit = mission((await summary(p.token)).missions, 'deposit');
    expect(deposit).toMatchObject({ progress: '50000', done: true, claimable: true });
    expect(claimMission.answer.parse((await claim(p.token, deposit.id)).body.value).claimedMinor).toBe('2000');
  });

  it('starts afresh when the period rolls over: yesterday cannot be claimed, today pays again under a new key', async () => {
    clock = WEDNESDAY_NOON + 2 * 3_600_000;
    const p = await player();
    for (let i = 0; i < 3; i += 1) await slotBet(p, '1000');
    const rounds = mission((await summary(p.token)).missions, 'rounds');
    expect(rounds.claimable).toBe(true);

    // Midnight in Dhaka: yesterday's completed but unclaimed mission is gone with its day.
    clock = Date.parse('2026-11-18T18:00:05.000Z');
    const token = await login(p.username);
    let view = await summary(token);
    expect(view.periods.daily.key).toBe('2026-11-19');
    expect(mission(view.missions, 'rounds')).toMatchObject({ progress: '0', done: false, claimable: false });
    expect((await claim(token, rounds.id)).body).toMatchObject({ code: 'mission_not_done' });
    // The week goes on: two consecutive login days so far.
    expect(mission(view.missions, 'login')).toMatchObject({ progress: '2' });

    p.slot = await gameSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    for (let i = 0; i < 3; i += 1) await slotBet(p, '1000');
    expect(claimMission.answer.parse((await claim(token, rounds.id)).body.value).claimedMinor).toBe('500');

    // A third day in a row completes the weekly login streak.
    clock = Date.parse('2026-11-20T05:00:00.000Z');
    const third = await login(p.username);
    view = await summary(third);
    const streak = mission(view.missions, 'login');
    expect(streak).toMatchObject({ progress: '3', done: true, claimable: true });
    expect(claimMission.answer.parse((await claim(third, streak.id)).body.value).claimedMinor).toBe('3000');
    expect((await rewardTransfers(p.id)).map((r) => r.id)).toEqual([
      `mission:${rounds.id}:2026-11-19:${p.id}`,
      `mission:${streak.id}:2026-W47:${p.id}`,
    ]);

    // Monday: a new week, the streak starts from today's login; last week's claim does not block this week's.
    clock = Date.parse('2026-11-23T03:00:00.000Z');
    const monday = await login(p.username);
    view = await summary(monday);
    expect(view.periods.weekly.key).toBe('2026-W48');
    expect(mission(view.missions, 'login')).toMatchObject({ progress: '1', claimed: false });
    expect(await postingsSum(db())).toBe(0n);
  });

  it('ranks members by missions completed in the period, names masked, the member marked', async () => {
    clock = Date.parse('2026-11-24T06:00:00.000Z');
    const [a, b] = [await player(), await player()];
    for (const p of [a, b]) for (let i = 0; i < 3; i += 1) await slotBet(p, '10000');
    for (const p of [a, b]) {
      const view = await summary(p.token);
      await claim(p.token, mission(view.missions, 'rounds').id);
    }
    // a completes one more (the slots stake) and leads.
    await claim(a.token, mission((await summary(a.token)).missions, 'bet', 'RNG').id);

    const board = missionLeaderboard.answer.parse(
      (await get(`${missionLeaderboard.path}?period=daily`, b.token)).body.value,
    );
    expect(board).toMatchObject({ period: 'daily', periodKey: '2026-11-24' });
    expect(board.rows.map((r) => [r.rank, r.missions, r.rewardMinor, r.me])).toEqual([
      [1, 2, '1500', false],
      [2, 1, '500', true],
    ]);
    const masked = board.rows[0]!.name;
    expect(masked).not.toBe(a.username);
    expect(masked).toBe(`${a.username.slice(0, 2)}******${a.username.slice(-2)}`);
    expect(board.mine).toEqual({ rank: 2, missions: 1, rewardMinor: '500' });
    // The week (from Monday the 23rd) holds the same claims; the default is the week.
    const week = missionLeaderboard.answer.parse((await get(missionLeaderboard.path, a.token)).body.value);
    expect(week).toMatchObject({ period: 'weekly', periodKey: '2026-W48' });
    expect(week.rows[0]).toMatchObject({ missions: 2, me: true });
    expect((await get(`${missionLeaderboard.path}?period=monthly`, a.token)).status).toBe(400);
  });

  it("gives a member outside the top ten their own rank and figures below the board's rows", async () => {
    // Thursday the 26th: a day of its own on the daily board.
    clock = Date.parse('2026-11-26T06:00:00.000Z');
    const me = await player();
    let board = missionLeaderboard.answer.parse(
      (await get(`${missionLeaderboard.path}?period=daily`, me.token)).body.value,
    );
    // Nothing claimed yet: no rank, nothing invented.
    expect(board.mine).toEqual({ rank: null, missions: 0, rewardMinor: '0' });

    // Eleven members claimed two missions each earlier today. The board reads only the claim rows, so they are
    // written straight in: paying eleven members through play would add nothing the tests above do not show.
    const { missions: seeded } = await summary(me.token);
    const [rounds, slotsBet] = [mission(seeded, 'rounds'), mission(seeded, 'bet', 'RNG')];
    const crowd: { id: number; token: string }[] = [];
    for (let i = 0; i < 11; i += 1) {
      const { username, token } = await newMember(api);
      const { id } = await db()
        .selectFrom('members')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      for (const m of [rounds, slotsBet]) {
        tick();
        await db()
          .insertInto('mission_claims')
          .values({
            id: `mission:${m.id}:2026-11-26:${id}`,
            merchant_code: t.config.merchantCode,
            mission_id: m.id,
            period_key: '2026-11-26',
            member_id: id,
            reward_minor: BigInt(m.rewardMinor),
            created_at: new Date(clock).toISOString(),
          })
          .execute();
      }
      crowd.push({ id, token });
    }

    // The member claims one mission through play: twelfth, below the ten rows shown.
    for (let i = 0; i < 3; i += 1) await slotBet(me, '1000');
    expect(claimMission.answer.parse((await claim(me.token, rounds.id)).body.value).claimedMinor).toBe('500');
    board = missionLeaderboard.answer.parse(
      (await get(`${missionLeaderboard.path}?period=daily`, me.token)).body.value,
    );
    expect(board.rows).toHaveLength(10);
    expect(board.rows.map((r) => [r.rank, r.missions, r.rewardMinor])).toEqual(
      Array.from({ length: 10 }, (_, i) => [i + 1, 2, '1500']),
    );
    expect(board.rows.some((r) => r.me)).toBe(false);
    expect(board.mine).toEqual({ rank: 12, missions: 1, rewardMinor: '500' });

    // Those on the board see the same rank in their row and in their own line (first claimed, first placed).
    const first = missionLeaderboard.answer.parse(
      (await get(`${missionLeaderboard.path}?period=daily`, crowd[0]!.token)).body.value,
    );
    expect(first.rows[0]).toMatchObject({ rank: 1, me: true });
    expect(first.mine).toEqual({ rank: 1, missions: 2, rewardMinor: '1500' });
    const last = missionLeaderboard.answer.parse(
      (await get(`${missionLeaderboard.path}?period=daily`, crowd[10]!.token)).body.value,
    );
    expect(last.rows.some((r) => r.me)).toBe(false);
    expect(last.mine.rank).toBe(11);
    // The week also holds Tuesday's claims of the test above (two members: two missions, then one, both earlier):
    // thirteen ahead by missions, reward or time.
    const week = missionLeaderboard.answer.parse((await get(missionLeaderboard.path, me.token)).body.value);
    expect(week.mine).toEqual({ rank: 14, missions: 1, rewardMinor: '500' });
  });

  it('lets the operator list, add, close and reopen missions', async () => {
    expect(await ops('missions', 'list')).toMatch(/#\d+ daily\s+rounds 3 round\(s\) on any game -> 5\.00 \(open\)/);
    const added = await ops('missions', 'add', 'weekly', 'rounds', '2', '7.50', 'live');
    expect(added).toMatch(/added #(\d+) weekly rounds 2 round\(s\) on LIVE -> 7\.50 \(open\)/);
    const id = Number(/#(\d+)/.exec(added)![1]);
    await expect(ops('missions', 'add', 'daily', 'login', '2', '5')).rejects.toThrow(/consecutive days from 1 to 1/);
    await expect(ops('missions', 'add', 'daily', 'deposit', '100', '5', 'RNG')).rejects.toThrow(/no game category/);
    await expect(ops('missions', 'add', 'monthly', 'deposit', '100', '5')).rejects.toThrow(/daily or weekly/);
    await expect(ops('missions', 'add', 'daily', 'bet', '100', '0')).rejects.toThrow(/reward amount/);

    const p = await player();
    await tableBet(p, '1000');
    await tableBet(p, '1000');
    let added2 = (await summary(p.token)).missions.find((m) => m.id === id)!;
    expect(added2).toMatchObject({ categoryName: 'Live Casino', progress: '2', claimable: true, rewardMinor: '750' });

    expect(await ops('missions', 'close', String(id))).toBe(`mission #${id} closed`);
    expect((await summary(p.token)).missions.some((m) => m.id === id)).toBe(false);
    expect((await claim(p.token, id)).body).toMatchObject({ code: 'mission_unknown' });
    await ops('missions', 'open', String(id));
    added2 = (await summary(p.token)).missions.find((m) => m.id === id)!;
    expect(claimMission.answer.parse((await claim(p.token, id)).body.value).claimedMinor).toBe('750');
    await expect(ops('missions', 'close', '999999')).rejects.toThrow(/no mission/);
  });
});
