/**
 * Refunds reverse cashback (issue 30): a stake that a cashback payment covered and that the vendor then refunds
 * (a lottery draw cancelled, a round rolled back) gives that cashback back through the ledger, once under parallel
 * passes and repeated jobs; a wallet too short takes what it holds and writes the rest off, never going below zero;
 * the account record lists the movement; every movement balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, newMember, placedBet } from './builders.ts';
import { postingsSum } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { runRebateJob } from '../../platform/modules/rebates/service.ts';
import { claimRebate } from '../../contract/calls/rebates.ts';

/** 12:00 in Dhaka on 20 November. */
const NOON = Date.parse('2026-11-20T06:00:00.000Z');

describe.each(STORES)('cashback reversal on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let slots: ReturnType<typeof vendorClient>;
  let clock = NOON;
  const db = () => t.platform.context.db;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const mainMinor = async (token: string) =>
    BigInt(
      (await api.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token })).body.value.main
        .amountMinor,
    );
  const reversals = (memberId: number) =>
    db()
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as a', 'a.id', 't.debit_account_id')
      .select(['t.id', 't.amount_minor', 't.metadata'])
      .where('t.code', '=', 'rebate_reversal')
      .where('a.member_id', '=', memberId)
      .execute();

  /** A member with ৳1,000 who stakes it all on one spin and claims its 1.5 % cashback (৳15). */
  const claimedStake = async () => {
    const { username, token } = await newMember(api);
    await ops('credit-bonus', username, '1000', 'reversal', 'test');
    const id = Number(
      (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id,
    );
    const session = await gameSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    clock += 1000;
    const bet = await placedBet(slots, session, 'lotus-fortune', '100000');
    const claimed = await api.call({ method: 'POST', url: claimRebate.path, payload: {}, token });
    expect(claimed.body.value.claimedMinor, JSON.stringify(claimed.body)).toBe('1500');
    return { id, token, session, bet };
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    slots = vendorClient(t.app, 'LOTUS_SLOTS', () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes back the cashback of a refunded stake once, however many passes run at once', async () => {
    const p = await claimedStake();
    expect(await mainMinor(p.token)).toBe(1500n);
    clock += 1000;
    expect((await p.bet.rollback()).status).toBe(200);
    expect(await mainMinor(p.token)).toBe(101_500n);

    const runs = await Promise.all([
      ops('cashback', 'pay'),
      ops('cashback', 'pay'),
      runRebateJob(t.platform.context),
      runRebateJob(t.platform.context),
    ]);
    expect(runs.map(String).join('\n')).toMatch(/cashback of 1 refunded stake\(s\) taken back/);
    const rows = await reversals(p.id);
    expect(rows).toHaveLength(1);
    expect(BigInt(rows[0]!.amount_minor)).toBe(1500n);
    expect(JSON.parse(rows[0]!.metadata)).toMatchObject({ rateBp: 150, dueMinor: '1500', shortMinor: '0' });
    expect(await mainMinor(p.token)).toBe(100_000n);
    // Again later: nothing more.
    clock += 60_000;
    await ops('cashback', 'pay');
    expect(await reversals(p.id)).toHaveLength(1);
    expect(await mainMinor(p.token)).toBe(100_000n);
    expect(await postingsSum(db())).toBe(0n);

    // The account record lists it among bonuses (the page names the code from locales/*/member.json).
    const record = await api.call({
      method: 'GET',
      url: '/wps/member/records?type=bonus&from=2026-11-20&to=2026-11-20',
      token: p.token,
    });
    expect(record.body.value.items[0]).toMatchObject({ code: 'rebate_reversal', amountMinor: '-1500' });
  });

  it('takes only what a short wallet holds and writes the rest off, never below zero', async () => {
    const p = await claimedStake();
    clock += 1000;
    expect((await p.bet.rollback()).status).toBe(200);
    // Before the pass runs, the refunded money is staked again: ৳5 is left of the ৳15 cashback.
    clock += 1000;
    await placedBet(slots, p.session, 'lotus-fortune', '101000');
    expect(await mainMinor(p.token)).toBe(500n);
    await ops('cashback', 'pay');
    const rows = await reversals(p.id);
    expect(rows.map((r) => BigInt(r.amount_minor))).toEqual([500n]);
    expect(JSON.parse(rows[0]!.metadata)).toMatchObject({ dueMinor: '1500', shortMinor: '1000' });
    expect(await mainMinor(p.token)).toBe(0n);
    await ops('cashback', 'pay');
    expect(await reversals(p.id)).toHaveLength(1);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('reverses nothing for a refund of a stake no payment covered', async () => {
    const { username, token } = await newMember(api);
    await ops('credit-bonus', username, '100', 'reversal', 'test');
    const session = await gameSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    clock += 1000;
    const bet = await placedBet(slots, session, 'lotus-fortune', '10000');
    expect((await bet.rollback()).status).toBe(200);
    const before = await mainMinor(token);
    await ops('cashback', 'pay');
    expect(await mainMinor(token)).toBe(before);
  });
});
