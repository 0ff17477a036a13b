/**
 * Agent contracts through the HTTP surface and the operator's verbs, on each store: who may offer, accept,
 * reject and terminate, and bad terms refused in the player's words with nothing written; then settlement: a
 * period settled twice, or by 20 parallel runs, pays once; statements reconcile with the ledger's postings; an
 * upline without the money leaves the period owed and moves nothing; a terminated contract stops paying from
 * the next period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { postingsSum } from './ledger-queries.ts';
import { placedBet, uniqueId } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import {
  contractInfo,
  contractSettlements,
  listContracts,
  offerContract,
  type ContractView,
} from '../../contract/calls/agent-contracts.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const DAILY_TERMS = {
  basis: 'turnover',
  activeMinStakeMinor: '1000',
  // ৳100 of team turnover pays ৳50 a day; ৳1,000 pays ৳200.
  tiers: [
    { threshold: '10000', value: '5000' },
    { threshold: '100000', value: '20000' },
  ],
};

describe.each(STORES)('agent contracts on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let slots: ReturnType<typeof vendorClient>;
  // 12:00 in Dhaka on 20 November.
  let clock = Date.parse('2026-11-20T06:00:00.000Z');

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const login = async (username: string) =>
    (await api.login(username, 'Demo1234', nextIp())).body.value.token as string;
  const get = (url: string, token: string, language = 'en') =>
    api.call({ method: 'GET', url, token, headers: { language } });
  const post = (url: string, payload: Record<string, unknown>, token: string, language = 'en') =>
    api.call({ method: 'POST', url, payload, token, headers: { language } });
  const mainMinor = async (username: string) =>
    BigInt((await get('/wps/member/info/funds/consolidated', await login(username))).body.value.main.amountMinor);
  const offer = (token: string, type: string, terms: unknown, downline = 'subagent', language = 'en') =>
    post(offerContract.path, { type, downline, terms }, token, language);
  const act = (token: string, id: number, action: string, language = 'en') =>
    post(`/wps/agent/contracts/${id}/action`, { action }, token, language);
  const contractCount = async () =>
    Number(
      (
        await t.platform.context.db
          .selectFrom('agent_contracts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const transfersOf = (contractId: number) =>
    t.platform.context.db
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor', 'code'])
      .where('id', 'like', `contract:${contractId}:%`)
      .execute();
  const statements = async (token: string, id: number) => {
    const reply = await get(`/wps/agent/contracts/${id}/settlements`, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return contractSettlements.answer.parse(reply.body.value).settlements;
  };
  /** The team plays: teamplayer stakes these amounts on the built-in slot, each round lost. */
  const teamBets = async (...amounts: bigint[]) => {
    const token = await login('teamplayer');
    const session = await launchSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    for (const amount of amounts) {
      clock += 1000;
      await placedBet(slots, session, 'lotus-fortune', amount);
    }
  };
  /** A daily salary offered by demoagent and accepted by subagent now. */
  const runningDaily = async (terms: unknown = DAILY_TERMS): Promise<number> => {
    const offered = await offer(await login('demoagent'), 'daily', terms);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const id = offered.body.value.id as number;
    expect((await act(await login('subagent'), id, 'accept')).body.value.status).toBe('active');
    return id;
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    slots = vendorClient(t.app, 'LOTUS_SLOTS', () => clock);
    await ops('adjust', 'teamplayer', '+100000', 'test stakes');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the consolidated contract info by who can offer or was offered, and nothing to a player', async () => {
    const info = async (username: string) =>
      contractInfo.answer.parse((await get(contractInfo.path, await login(username))).body.value);
    expect(await info('demoagent')).toEqual({
      policy: true,
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreq: 1,
      realtimesalreqtype: 1,
    });
    expect(await info('subagent')).toMatchObject({ policy: true, dailysalreqtype: 0, divtypereq: 0 });
    expect(await info('demoplayer')).toMatchObject({ policy: true, dailysalreqtype: 0, realtimesalreqtype: 0 });
    await ops('flag', 'AGENTPOLICY3', 'off');
    expect(await info('demoagent')).toMatchObject({ policy: false, dailysalreqtype: 0 });
    const refused = await offer(await login('demoagent'), 'daily', DAILY_TERMS);
    expect(refused.status).toBe(403);
    await ops('flag', 'AGENTPOLICY3', 'on');
  });

  it("lets only the upline offer and only the downline answer; bad terms are refused in the player's words and write nothing", async () => {
    const agent = await login('demoagent');
    const sub = await login('subagent');
    const player = await login('demoplayer');
    expect((await offer(player, 'daily', DAILY_TERMS, 'subagent')).body.code).toBe('contract_not_agent');
    expect((await offer(sub, 'daily', DAILY_TERMS, 'demoagent')).body.code).toBe('contract_not_downline');
    expect((await offer(agent, 'daily', DAILY_TERMS, 'demoplayer')).body.code).toBe('contract_downline_unknown');
    const descending = { ...DAILY_TERMS, tiers: [...DAILY_TERMS.tiers].reverse() };
    const bad = await offer(agent, 'daily', descending);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Each tier must ask for more than the one before it, and the first for more than zero.',
    );
    const badBn = await offer(agent, 'daily', { ...DAILY_TERMS, activeMinStakeMinor: '5' }, 'subagent', 'bn');
    expect(badBn.body.message).toBe('সক্রিয় সদস্য হতে মেয়াদে ১.০০ থেকে ১০০০০০০.০০ বাজি ধরতে হবে।');
    expect((await offer(agent, 'realtime', { ...DAILY_TERMS, basis: 'active' })).body.code).toBe(
      'contract_terms_basis',
    );
    expect((await offer(agent, 'dividend', { ...DAILY_TERMS, basis: 'netLoss' })).body.code).toBe(
      'contract_terms_period',
    );
    const tooRich = { ...DAILY_TERMS, tiers: [{ threshold: '100', value: '99999999999' }] };
    expect((await offer(agent, 'hourly', tooRich)).body.code).toBe('contract_terms_tierValue');
    expect((await offer(agent, 'daily', { ...DAILY_TERMS, tiers: [] })).status).toBe(400);
    expect(await contractCount()).toBe(0);

    const offered = await offer(agent, 'daily', DAILY_TERMS);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const contract = offerContract.answer.parse(offered.body.value);
    expect(contract).toMatchObject({ status: 'offered', upline: 'demoagent', downline: 'subagent', role: 'upline' });
    // One offered-or-running contract per type: 10 parallel offers add nothing.
    const twins = await Promise.all(Array.from({ length: 10 }, () => offer(agent, 'daily', DAILY_TERMS)));
    expect(twins.map((r) => r.body.code)).toEqual(Array(10).fill('contract_exists'));
    expect(await contractCount()).toBe(1);
    expect(contractInfo.answer.parse((await get(contractInfo.path, sub)).body.value).dailysalreqtype).toBe(1);

    expect((await act(agent, contract.id, 'accept')).body.code).toBe('contract_only_downline');
    expect((await act(player, contract.id, 'terminate')).body.code).toBe('contract_not_agent');
    expect((await act(sub, contract.id, 'reject')).body.value.status).toBe('rejected');
    expect((await act(sub, contract.id, 'accept')).body.code).toBe('contract_not_offered');

    const second = offerContract.answer.parse((await offer(agent, 'daily', DAILY_TERMS)).body.value);
    // 10 parallel accepts: one answer wins, the others are told it is no longer waiting.
    const accepts = await Promise.all(Array.from({ length: 10 }, () => act(sub, second.id, 'accept')));
    expect(accepts.filter((r) => r.status === 200)).toHaveLength(1);
    const terminated = await act(agent, second.id, 'terminate');
    expect(terminated.body.value.status).toBe('terminated');
    expect((await act(sub, second.id, 'terminate')).body.code).toBe('contract_not_running');
    const list = listContracts.answer.parse((await get(`${listContracts.path}?type=daily`, sub)).body.value);
    expect(list.contracts.map((c: ContractView) => [c.id, c.status, c.role])).toEqual([
      [second.id, 'terminated', 'downline'],
      [contract.id, 'rejected', 'downline'],
    ]);
    expect(list.contracts[0]!.history.map((h) => [h.action, h.by])).toEqual([
      ['offer', 'demoagent'],
      ['accept', 'subagent'],
      ['terminate', 'demoagent'],
    ]);
    expect(
      listContracts.answer.parse((await get(`${listContracts.path}?type=daily`, agent)).body.value).downlines,
      // demoagent's downline agents in the demo seed: subagent, and teamlead of the agent centre's team.
    ).toEqual(['subagent', 'teamlead']);
  });

  it('settles a day once however often and however concurrently it runs; the statement reconciles with the postings', async () => {
    await ops('adjust', 'demoagent', '+1000', 'salary float');
    const id = await runningDaily();
    await teamBets(6000n, 9000n);
    // Nothing settles before the day ends.
    expect(await ops('contracts', 'settle', String(id))).toContain('no period to settle');
    const before = { agent: await mainMinor('demoagent'), sub: await mainMinor('subagent') };
    clock += DAY;
    const runs = await Promise.all(Array.from({ length: 20 }, () => ops('contracts', 'settle', String(id))));
    expect(runs.filter((r) => r.includes('paid 50.00'))).toHaveLength(20);
    for (let i = 0; i < 3; i += 1) await ops('contracts', 'settle', 'all');

    const transfers = await transfersOf(id);
    expect(transfers.map((r) => [r.id, r.code, BigInt(r.amount_minor)])).toEqual([
      [`contract:${id}:2026-11-20`, 'salary', 5000n],
    ]);
    // The day also settled the contract accepted and terminated on it in the test before: its last period.
    const day = await t.platform.context.db
      .selectFrom('ledger_transfers')
      .select('amount_minor')
      .where('id', 'like', 'contract:%:2026-11-20')
      .execute();
    expect(day.map((r) => BigInt(r.amount_minor))).toEqual([5000n, 5000n]);
    expect(await mainMinor('subagent')).toBe(before.sub + 10000n);
    expect(await mainMinor('demoagent')).toBe(before.agent - 10000n);
    const [statement] = await statements(await login('subagent'), id);
    expect(statement).toMatchObject({
      periodKey: '2026-11-20',
      periodStart: '2026-11-19T18:00:00.000Z',
      periodEnd: '2026-11-20T18:00:00.000Z',
      status: 'paid',
      turnover: { amountMinor: '15000' },
      activeMembers: 1,
      netLoss: { amountMinor: '15000' },
      tier: 1,
      value: '5000',
      payout: { amount: '50.00', amountMinor: '5000' },
      payer: 'upline',
      transferId: `contract:${id}:2026-11-20`,
    });
    // Statements reconcile: what they say was paid is what the ledger posted to the downline for this contract.
    const posted = await t.platform.context.db
      .selectFrom('ledger_postings')
      .select(['amount_minor'])
      .where('transfer_id', 'like', `contract:${id}:%`)
      .execute();
    const paid = (await statements(await login('subagent'), id)).filter((s) => s.status === 'paid');
    const credited = posted.map((p) => BigInt(p.amount_minor)).filter((amount) => amount > 0n);
    expect(credited.reduce((sum, amount) => sum + amount, 0n)).toBe(
      paid.reduce((sum, s) => sum + BigInt(s.payout.amountMinor), 0n),
    );
    expect(await ops('contracts', 'statement', String(id))).toContain('tier reached 1, rate 50.00');
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
    await act(await login('subagent'), id, 'terminate');
  });

  it('leaves a period owed when the upline cannot pay, moving nothing; a terminated contract stops from the next period', async () => {
    // Day 1 (21 Nov): the upline has nothing left to pay with.
    const float = await mainMinor('demoagent');
    if (float > 0n) await ops('adjust', 'demoagent', `-${(Number(float) / 100).toFixed(2)}`, 'empty the float');
    const id = await runningDaily();
    await teamBets(20000n);
    clock += DAY;
    const sub = await mainMinor('subagent');
    expect(await ops('contracts', 'settle', String(id))).toContain("owed 50.00: the payer's wallet could not cover it");
    expect(await transfersOf(id)).toEqual([]);
    expect(await mainMinor('subagent')).toBe(sub);

    // Day 2: paid; terminated during day 2, so day 2 is its last paid period and day 3 pays nothing.
    await ops('adjust', 'demoagent', '+1000', 'salary float');
    await teamBets(20000n);
    clock += 6 * HOUR;
    await act(await login('demoagent'), id, 'terminate');
    clock += DAY;
    await teamBets(200000n);
    clock += 2 * DAY;
    await ops('contracts', 'settle', String(id));
    await ops('contracts', 'settle', 'all');
    const rows = await statements(await login('demoagent'), id);
    expect(rows.map((s) => [s.periodKey, s.status, s.payout.amountMinor])).toEqual([
      ['2026-11-22', 'paid', '5000'],
      ['2026-11-21', 'owed', '5000'],
    ]);
    expect((await transfersOf(id)).map((r) => BigInt(r.amount_minor))).toEqual([5000n]);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });

  it('pays a real-time salary per 5 minutes on turnover, and the house pays a top-level agent it offered one to', async () => {
    // 1 % of turnover on top of the slots' cashback and points would pass their house edge (docs/house-edge.md).
    const share = (value: string) => ({
      basis: 'turnover',
      activeMinStakeMinor: '1000',
      tiers: [{ threshold: '1000', value }],
    });
    await expect(ops('contracts', 'offer', 'demoagent', 'realtime', JSON.stringify(share('100')))).rejects.toThrow(
      /house edge/,
    );
    const terms = share('20');
    expect(await ops('contracts', 'offer', 'demoagent', 'realtime', JSON.stringify(terms))).toContain('offered');
    const list = listContracts.answer.parse(
      (await get(`${listContracts.path}?type=realtime`, await login('demoagent'))).body.value,
    );
    const house = list.contracts.find((c) => c.upline === null)!;
    expect(house).toMatchObject({ role: 'downline', status: 'offered' });
    await act(await login('demoagent'), house.id, 'accept');
    // demoagent's team includes subagent's: teamplayer's stakes count (0.2 % of ৳300 = ৳0.60).
    clock = Math.ceil(clock / 300_000) * 300_000 + 1000;
    await teamBets(10000n, 20000n);
    const before = await mainMinor('demoagent');
    clock += 300_000;
    await Promise.all(Array.from({ length: 20 }, () => ops('contracts', 'settle', String(house.id))));
    expect((await transfersOf(house.id)).map((r) => BigInt(r.amount_minor))).toEqual([60n]);
    expect(await mainMinor('demoagent')).toBe(before + 60n);
    const [statement] = await statements(await login('demoagent'), house.id);
    expect(statement).toMatchObject({ status: 'paid', payer: 'house', valueKind: 'share', value: '20' });
    expect(statement!.periodKey).toMatch(/^2026-11-\d\dT\d\d:\d[05]$/);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });

  it("carries a team's winning day into the next and pays its dividend share of what is left", async () => {
    await ops('adjust', 'demoagent', '+1000', 'dividend float');
    // Start at the beginning of a Dhaka day, so both days are whole.
    clock = Math.ceil((clock + 6 * HOUR) / DAY) * DAY - 6 * HOUR + HOUR;
    const terms = {
      basis: 'netLoss',
      period: 'D',
      activeMinStakeMinor: '1000',
      tiers: [{ threshold: '1', value: '3000' }],
    };
    const offered = await offer(await login('demoagent'), 'dividend', terms);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const id = offered.body.value.id as number;
    await act(await login('subagent'), id, 'accept');
    // Day 1: the team wins ৳500 net; day 2: it loses ৳2,000.
    const token = await login('teamplayer');
    const session = await launchSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    clock += 1000;
    const won = await placedBet(slots, session, 'lotus-fortune', 10000n);
    expect((await won.win(60000n)).status).toBe(200);
    clock += DAY;
    await teamBets(200000n);
    clock += DAY;
    await ops('contracts', 'settle', String(id));
    const rows = await statements(await login('subagent'), id);
    expect(
      rows.map((s) => [s.netLoss.amountMinor, s.carryIn.amountMinor, s.carryOut.amountMinor, s.payout.amountMinor]),
    ).toEqual([
      ['200000', '-50000', '0', '45000'],
      ['-50000', '0', '-50000', '0'],
    ]);
    expect(rows.map((s) => s.status)).toEqual(['paid', 'nothing']);
    expect((await transfersOf(id)).map((r) => [r.code, BigInt(r.amount_minor)])).toEqual([['dividend', 45000n]]);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });

  it('refuses the settlements of a contract to anyone but its two sides', async () => {
    const rows = await t.platform.context.db.selectFrom('agent_contracts').select('id').limit(1).execute();
    const reply = await get(`/wps/agent/contracts/${rows[0]!.id}/settlements`, await login('demoplayer'));
    expect(reply.body.code).toBe('contract_not_agent');
    expect(uniqueId('x')).toBeTruthy();
  });
});
