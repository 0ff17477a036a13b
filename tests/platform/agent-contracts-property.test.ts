/**
 * Agent contract settlement as a property, on each store: a seeded random run of team bets, settlement runs
 * (single, repeated, 20 in parallel, and on PostgreSQL from a second platform process on the same schema) and a
 * termination at a random moment. Whatever the order, every hourly period from the acceptance to the end pays
 * exactly what its measured turnover earns, once; no period after the termination's pays; every statement's
 * payout is its transfer's amount; the ledger balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { postingsSum } from './ledger-queries.ts';
import { placedBet } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { createPlatform, type Platform } from '../../platform/app.ts';
import { contractSettlements } from '../../contract/calls/agent-contracts.ts';
import { nextPeriod, periodAt } from '../../platform/modules/agent-contracts/periods.ts';
import { statementFor } from '../../platform/modules/agent-contracts/statement.ts';
import type { ContractTerms } from '../../contract/rules/contract-terms.ts';

const MINUTE = 60_000;
const TERMS: ContractTerms = {
  basis: 'turnover',
  activeMinStakeMinor: '1000',
  tiers: [
    { threshold: '1000', value: '100' },
    { threshold: '5000', value: '300' },
    { threshold: '20000', value: '1000' },
  ],
};

/** A small seeded generator (mulberry32): the same seed makes the same run, so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe.each(STORES)('agent contract settlement property on %s', (store) => {
  let t: TestPlatform;
  let second: Platform | undefined;
  let api: Caller;
  let slots: ReturnType<typeof vendorClient>;
  let clock = Date.parse('2026-11-20T03:10:00.000Z');

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  /** The same verb from the second process (PostgreSQL), else from the first. */
  const opsElsewhere = (...args: string[]) => COMMANDS[args[0]!]!.run((second ?? t.platform).context, args.slice(1));
  const login = async (username: string) =>
    (await api.login(username, 'Demo1234', nextIp())).body.value.token as string;
  const post = (url: string, payload: Record<string, unknown>, token: string) =>
    api.call({ method: 'POST', url, payload, token });

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    slots = vendorClient(t.app, 'LOTUS_SLOTS', () => clock);
    if (store === 'postgres')
      second = await createPlatform(t.config, { pgSchema: t.pgSchema, now: () => clock, contractSettlements: false });
    await ops('adjust', 'teamplayer', '+100000', 'test stakes');
    await ops('adjust', 'demoagent', '+100000', 'salary float');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('pays every period once, exactly what it earned, and nothing after the termination', async () => {
    const seed = Number(process.env.CONTRACT_SEED ?? 20261125);
    const next = random(seed);
    const offered = await post(
      '/wps/agent/contracts',
      { type: 'hourly', downline: 'subagent', terms: TERMS },
      await login('demoagent'),
    );
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const id = offered.body.value.id as number;
    const accepted = await post(`/wps/agent/contracts/${id}/action`, { action: 'accept' }, await login('subagent'));
    const acceptedAt = Date.parse(accepted.body.value.acceptedAt);
    const startBalance = BigInt(
      (await api.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token: await login('subagent') }))
        .body.value.main.amountMinor,
    );

    const turnoverByHour = new Map<string, bigint>();
    let endedAt = Number.POSITIVE_INFINITY;
    let token = await login('teamplayer');
    let session = await launchSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    for (let step = 0; step < 50; step += 1) {
      clock += Math.floor(next() * 25 * MINUTE) + 1000;
      if (step % 10 === 0) {
        token = await login('teamplayer');
        session = await launchSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
      }
      const amount = BigInt(100 + Math.floor(next() * 6000));
      await placedBet(slots, session, 'lotus-fortune', amount);
      // A bet counts in its own hour only while the contract runs or in the hour it ended.
      const key = periodAt('hour', clock).key;
      turnoverByHour.set(key, (turnoverByHour.get(key) ?? 0n) + amount);
      const roll = next();
      if (roll < 0.15) await ops('contracts', 'settle', String(id));
      else if (roll < 0.25)
        await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? ops : opsElsewhere)('contracts', 'settle', String(id))),
        );
      else if (roll < 0.3) await opsElsewhere('contracts', 'settle', 'all');
      if (step === 35) {
        await post(`/wps/agent/contracts/${id}/action`, { action: 'terminate' }, await login('subagent'));
        endedAt = clock;
      }
    }
    clock += 3 * 60 * MINUTE;
    await Promise.all([ops('contracts', 'settle', 'all'), opsElsewhere('contracts', 'settle', 'all')]);
    await ops('contracts', 'settle', String(id));

    // What each period should have paid, worked out here from the bets the test placed.
    const expected = new Map<string, bigint>();
    for (let p = periodAt('hour', acceptedAt); p.start < endedAt && p.end <= clock; p = nextPeriod('hour', p)) {
      const figures = { turnoverMinor: turnoverByHour.get(p.key) ?? 0n, activeMembers: 0, netLossMinor: 0n };
      expected.set(p.key, statementFor('hourly', TERMS, figures, 0n).payoutMinor);
    }
    const reply = await api.call({
      method: 'GET',
      url: `/wps/agent/contracts/${id}/settlements`,
      token: await login('subagent'),
    });
    const statements = contractSettlements.answer.parse(reply.body.value).settlements;
    expect(new Map(statements.map((s) => [s.periodKey, BigInt(s.payout.amountMinor)]))).toEqual(expected);
    expect(statements.length).toBe(expected.size);
    for (const s of statements) {
      expect(s.turnover.amountMinor).toBe(String(turnoverByHour.get(s.periodKey) ?? 0n));
      expect(s.status).toBe(s.payout.amountMinor === '0' ? 'nothing' : 'paid');
    }

    const transfers = await t.platform.context.db
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor'])
      .where('id', 'like', `contract:${id}:%`)
      .execute();
    const paid = statements.filter((s) => s.status === 'paid');
    expect(new Map(transfers.map((r) => [r.id, BigInt(r.amount_minor)]))).toEqual(
      new Map(paid.map((s) => [s.transferId!, BigInt(s.payout.amountMinor)])),
    );
    const total = paid.reduce((sum, s) => sum + BigInt(s.payout.amountMinor), 0n);
    expect(total).toBeGreaterThan(0n);
    const endBalance = BigInt(
      (await api.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token: await login('subagent') }))
        .body.value.main.amountMinor,
    );
    expect(endBalance - startBalance).toBe(total);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });
});
