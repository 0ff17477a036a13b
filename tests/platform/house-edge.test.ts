/**
 * Rewards stay below the house edge (issue 30): a stake on the baccarat table (its banker and player bets keep
 * about 1.1 %) earns no cashback, only its points; the operator's verbs refuse a cashback rate, a points rate, a
 * dearer point or a house real-time salary that would make some game's returns reach its edge, and change nothing;
 * `house-edge` lists every game with its edge and the returns on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, newMember, placedBet } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { rebateView } from '../../contract/calls/rebates.ts';

/** 12:00 in Dhaka on 20 November. */
const NOON = Date.parse('2026-11-20T06:00:00.000Z');

describe.each(STORES)('rewards under the house edge on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = NOON;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pays no cashback on a baccarat stake, and only its points', async () => {
    const { username, token } = await newMember(api);
    await ops('credit-bonus', username, '5000', 'edge', 'test');
    const live = vendorClient(t.app, 'LOTUS_LIVE', () => clock);
    const slots = vendorClient(t.app, 'LOTUS_SLOTS', () => clock);
    const table = await gameSession(api, token, 'LOTUS_LIVE', 'lotus-baccarat');
    const slot = await gameSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    // A ৳1,000 coup on the table and a ৳100 spin, both lost.
    clock += 1000;
    await (await placedBet(live, table, 'lotus-baccarat', '100000')).win('0');
    clock += 1000;
    await (await placedBet(slots, slot, 'lotus-fortune', '10000')).win('0');
    const reply = await api.call({ method: 'GET', url: rebateView.path, token, headers: { language: 'en' } });
    const view = rebateView.answer.parse(reply.body.value);
    // Only the slot's 1.5 %: the table's 0.5 % would have made 1.2 % with its points, above its 1.06 % edge.
    expect(view.categories).toEqual([expect.objectContaining({ category: 'RNG', stakeMinor: '10000' })]);
    expect(view.totalMinor).toBe('150');
    expect(view.rates.map((r) => r.category)).not.toContain('LIVE');

    // Points still accrue on the table at the live rate (0.70 per ৳1: 0.70 %, under the edge).
    clock += 20_000;
    await ops('points', 'accrue');
    const balance = await api.call({ method: 'GET', url: '/wps/member/points/balance', token });
    expect(balance.body.value.points).toBe(String(700 + 120));
  });

  it('refuses a cashback rate that would reach a game’s edge, with the figures, and changes nothing', async () => {
    // Slots keep 3.96 %; points return 1.20 % on them: 2.76 % of cashback would reach the edge, 2.5 % does not.
    await expect(ops('cashback', 'rate', 'RNG', '5', '3')).rejects.toThrow(
      /refused: on RNG the returns would be 4\.20% of stakes \(cashback 3\.00% \+ points 1\.20% \+ salary 0\.00%\), not below the 3\.96% house edge of LOTUS_\w+\/[\w-]+/,
    );
    expect(await ops('cashback', 'rates')).toMatch(/RNG\s+from rank\s+5\s+2.5%/);
    expect(await ops('cashback', 'rate', 'RNG', '5', '2.7')).toMatch(/RNG from rank 5: 2.7%/);
    await ops('cashback', 'rate', 'RNG', '5', '2.5');
  });

  it('refuses a points rate or a dearer point that would reach an edge, and changes nothing', async () => {
    // Live: 1.20 points per ৳1 on baccarat's 1.06 % edge.
    await expect(ops('points', 'rate', 'LIVE', '1.20')).rejects.toThrow(/on LIVE .*1\.06% house edge of LOTUS_LIVE/);
    // Doubling every point's cash value takes slots at rank 5 to 2.5 % + 2.4 %.
    await expect(ops('points', 'unit', '100', '2')).rejects.toThrow(/refused: .*house edge/);
    expect(await ops('points', 'rates')).toMatch(/LIVE\s+0\.70 per 1\.00 staked[\s\S]*convert: 100 points = 1\.00/);
    expect(await ops('points', 'rate', 'LIVE', '0.90')).toMatch(/LIVE now earns 0.90/);
    await ops('points', 'rate', 'LIVE', '0.70');
  });

  it('refuses a house real-time salary whose share of turnover would reach an edge', async () => {
    const terms = (valueBp: string) =>
      JSON.stringify({
        basis: 'turnover',
        activeMinStakeMinor: '1000',
        tiers: [{ threshold: '100000', value: valueBp }],
      });
    // 0.5 % of turnover on top of the slots' 3.70 % reaches their 3.96 % edge (and baccarat's, with its points).
    await expect(ops('contracts', 'offer', 'demoagent', 'realtime', terms('50'))).rejects.toThrow(
      /refused: on RNG the returns would be 4\.20% of stakes \(cashback 2\.50% \+ points 1\.20% \+ salary 0\.50%\)/,
    );
    expect(await ops('contracts', 'list')).not.toMatch(/realtime/);
    expect(await ops('contracts', 'offer', 'demoagent', 'realtime', terms('20'))).toMatch(/offered to demoagent/);
    expect(await ops('house-edge')).toMatch(
      /LOTUS_LIVE\/lotus-baccarat\s+LIVE\s+1\.06%\s+0\.00%\s+0\.70%\s+0\.20%\s+0\.90%/,
    );
    // With that salary running, a points rate that was fine alone is refused.
    await expect(ops('points', 'rate', 'LIVE', '0.90')).rejects.toThrow(/salary 0\.20%/);
  });

  it('lists every game with its edge and the returns on it', async () => {
    const table = await ops('house-edge');
    expect(table).toMatch(/LOTUS_LIVE\/lotus-baccarat\s+LIVE\s+1\.06%\s+0\.00%\s+0\.70%\s+0\.20%\s+0\.90%/);
    expect(table).toMatch(/LOTUS_SLOTS\/lotus-fortune\s+RNG\s+3\.96%\s+2\.50%\s+1\.20%\s+0\.20%\s+3\.90%/);
    expect(table).not.toMatch(/OVER THE EDGE/);
  });
});
