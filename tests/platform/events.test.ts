/**
 * Facts between modules (platform/events): published in the transaction of the fact, delivered at least once,
 * handled once in effect. A friend who registers with a code, logs in and deposits sets off every subscriber
 * (referral, inbox, VIP, missions); then every delivery whose handler works by its own keys is made pending again
 * (as after a crash between the work and its "done") and the events job runs twice at once (in two processes on
 * PostgreSQL), three times: nothing changes. A fact whose transaction rolls back is never delivered; a failing handler is retried by
 * the next pass, its later facts waiting behind it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { newMember, paidDeposit, uniqueId } from './builders.ts';
import { postingsSum } from './ledger-queries.ts';
import { createPlatform, type Platform } from '../../platform/app.ts';
import type { Database } from '../../platform/db/schema.ts';
import { EventBus, type EventWrite } from '../../platform/events/bus.ts';
import { fetchReferral } from '../../contract/calls/referral.ts';

/** Subscribers whose handlers work by their own keys (a ledger transfer id, a unique row): replayable after a crash. */
const IDEMPOTENT = [
  ['missions', 'member.signed_in'],
  ['referral', 'deposit.arrived'],
  ['vip', 'deposit.arrived'],
  ['practice', 'member.registered'],
] as const;

/** What the subscribers' effects add up to for a set of members, read straight from their tables. */
async function effects(db: Kysely<Database>, memberIds: number[]) {
  const count = async (table: 'member_messages' | 'mission_login_days' | 'referrals' | 'vip_upgrades') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where(table === 'referrals' ? 'invitee_id' : 'member_id', 'in', memberIds)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const transfers = await db
    .selectFrom('ledger_transfers')
    .select(['id', 'amount_minor'])
    .where('code', 'in', ['referral_reward', 'vip_bonus', 'trial_credit'])
    .orderBy('id')
    .execute();
  return {
    messages: await count('member_messages'),
    loginDays: await count('mission_login_days'),
    referrals: await count('referrals'),
    upgrades: await count('vip_upgrades'),
    transfers: transfers.map((row) => `${row.id}=${row.amount_minor}`),
    postings: await postingsSum(db),
  };
}

async function pendingCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('event_deliveries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('done_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(STORES)('events between modules on %s', (store) => {
  let t: TestPlatform;
  let second: Platform | undefined;
  let api: Caller;
  const db = () => t.platform.context.db;

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false });
    api = caller(t.app);
    // Another process on the same database, as a second server would be (PostgreSQL: SQLite has one process).
    if (store === 'postgres')
      second = await createPlatform(t.config, { pgSchema: t.pgSchema, contractSettlements: false });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('hands every fact to its subscribers once in effect, however often and wherever it is delivered again', async () => {
    const referrer = await newMember(api);
    const { code } = fetchReferral.answer.parse(
      (await api.call({ method: 'GET', url: fetchReferral.path, token: referrer.token })).body.value,
    );
    const username = uniqueId('friend').replace(/-/g, '');
    const registered = await api.sealed(
      '/wps/member/register',
      { username, password: 'Secret123', confirmPassword: 'Secret123', referralCode: code },
      { method: 'PUT', ip: nextIp() },
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const token = registered.body.value.token as string;
    await api.login(username, 'Secret123', nextIp());
    // Silver needs ৳50,000 of deposits in the month: the second deposit moves the friend up and pays its bonus.
    await paidDeposit(t, api, token, '25000');
    await paidDeposit(t, api, token, '25000');
    const trial = await api.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      ip: nextIp(),
    });
    expect(trial.status, JSON.stringify(trial.body)).toBe(200);
    const members = await db()
      .selectFrom('members')
      .select(['id', 'username'])
      .where((eb) => eb.or([eb('username', 'in', [username, referrer.username]), eb('trial', '=', 1)]))
      .execute();
    const ids = members.map((m) => m.id);

    const before = await effects(db(), ids);
    // Delivered at once by the requests themselves: the friend is recorded, rewarded once, told, moved up.
    expect(before).toMatchObject({ referrals: 1, upgrades: 1 });
    expect(before.messages).toBeGreaterThanOrEqual(1);
    expect(before.loginDays).toBeGreaterThanOrEqual(2);
    expect(before.transfers.filter((id) => id.startsWith('referral:'))).toHaveLength(1);
    expect(before.postings).toBe(0n);
    expect(await pendingCount(db())).toBe(0);

    for (let round = 0; round < 3; round += 1) {
      // A crash between an idempotent handler's work and its "done": the delivery is pending again.
      for (const [subscriber, kind] of IDEMPOTENT)
        await db()
          .updateTable('event_deliveries')
          .set({ done_at: null })
          .where('subscriber', '=', subscriber)
          .where('event_id', 'in', (eb) => eb.selectFrom('platform_events').select('id').where('kind', '=', kind))
          .execute();
      expect(await pendingCount(db())).toBeGreaterThan(0);
      await Promise.all([
        t.platform.context.events.deliverPending(),
        (second ?? t.platform).context.events.deliverPending(),
      ]);
      expect(await pendingCount(db())).toBe(0);
      expect(await effects(db(), ids)).toEqual(before);
    }
  });

  it('never delivers a fact whose transaction rolled back', async () => {
    const member = await newMember(api);
    const { id } = await db()
      .selectFrom('members')
      .select('id')
      .where('username', '=', member.username)
      .executeTakeFirstOrThrow();
    const marker = uniqueId('rolled-back');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          const at = new Date().toISOString();
          await t.platform.context.events.publish(
            trx,
            'feedback.answered',
            { memberId: id, feedbackId: 0, reply: marker },
            at,
          );
          throw new Error('the fact did not happen');
        }),
    ).rejects.toThrow('the fact did not happen');
    await t.platform.context.events.deliverPending();
    const facts = await db().selectFrom('platform_events').select('payload').execute();
    expect(facts.filter((f) => f.payload.includes(marker))).toEqual([]);
    const messages = await db().selectFrom('member_messages').select('params').where('member_id', '=', id).execute();
    expect(messages.filter((m) => m.params.includes(marker))).toEqual([]);
  });

  it('retries a failed handling on the next pass, keeping that subscriber’s later facts behind it', async () => {
    // A bus of its own on the same outbox: its subscriber is unknown to the platform's, which leaves its deliveries.
    const bus = new EventBus(db(), Date.now);
    const seen: number[] = [];
    let failures = 1;
    bus.subscribe('probe', 'feedback.answered', async (event) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('the probe is down');
      }
      const write: EventWrite = async (trx) => {
        seen.push(event.payload.feedbackId);
        await trx.selectFrom('event_deliveries').select('event_id').limit(1).execute();
      };
      return write;
    });
    const at = new Date().toISOString();
    const ids = await db()
      .transaction()
      .execute(async (trx) => [
        await bus.publish(trx, 'feedback.answered', { memberId: 1, feedbackId: 1, reply: 'first' }, at),
        await bus.publish(trx, 'feedback.answered', { memberId: 1, feedbackId: 2, reply: 'second' }, at),
      ]);
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await bus.deliver(...ids);
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
    expect(seen).toEqual([]);
    // The platform's own job passes by the probe's deliveries, and leaves them pending.
    await t.platform.context.events.deliverPending();
    expect(await bus.deliverPending()).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect(await bus.deliverPending()).toBe(0);
    const attempts = await db()
      .selectFrom('event_deliveries')
      .select(['event_id', 'attempts', 'done_at'])
      .where('subscriber', '=', 'probe')
      .orderBy('event_id')
      .execute();
    expect(attempts.map((a) => [Number(a.attempts), a.done_at !== null])).toEqual([
      [1, true],
      [0, true],
    ]);
  });
});
