/**
 * The agent centre (issue 18): every call answers agents only, and only about their own downline at any level;
 * the team's figures are the ledger's; an agent registers a downline under the public form's rules; bad input is
 * refused in the player's language and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { paidDeposit, signedIn, uniqueId } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

const day = (offsetDays = 0) =>
  new Date(Date.now() + 6 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const LAST_30 = `from=${day(-29)}&to=${day()}`;
const SEEDED_TEAM = 9;
/** The address players use, as the operator configures it: every link the platform hands out starts here. */
const PUBLIC_URL = 'https://play.example.com';

describe.each(STORES)('agent centre on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let agent: string;
  let sub: string;
  let player: string;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token: string, language = 'en') =>
    api.call({ method: 'GET', url, token, headers: { language } });
  const register = (payload: Record<string, unknown>, token = agent) =>
    api.sealed('/wps/agent/team/register', payload, { method: 'PUT', token, ip: nextIp() });
  const memberCount = async () =>
    Number(
      (
        await t.platform.context.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false, env: { PUBLIC_URL } });
    api = caller(t.app);
    agent = await signedIn(api, 'demoagent');
    sub = await signedIn(api, 'teamsub');
    player = await signedIn(api, 'demoplayer');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers agents only: a member is refused in their language, a guest must log in', async () => {
    for (const url of [`/wps/agent/team/overview?${LAST_30}`, '/wps/agent/team/members', '/wps/agent/invitation']) {
      const refused = await get(url, player);
      expect([refused.status, refused.body.code]).toEqual([403, 'not_agent']);
      const guest = await api.call({ method: 'GET', url });
      expect(guest.status).toBe(401);
    }
    const bn = await get(`/wps/agent/income?${LAST_30}`, player, 'bn');
    expect(bn.body.message).toBe('শুধু এজেন্টরা এজেন্ট সেন্টার খুলতে পারেন।');
    const registered = await register(
      { username: 'nobodyagent1', password: 'Secret123', confirmPassword: 'Secret123', kind: 'member' },
      player,
    );
    expect([registered.status, registered.body.code]).toEqual([403, 'not_agent']);
  });

  it('shows the seeded three-level team with real figures, and a sub-agent only its own part', async () => {
    const whole = (await get(`/wps/agent/team/overview?${LAST_30}`, agent)).body.value;
    expect(whole.members).toBeGreaterThanOrEqual(SEEDED_TEAM + 1);
    expect(whole.activeMembers).toBeGreaterThanOrEqual(SEEDED_TEAM);
    expect(BigInt(whole.depositsMinor)).toBeGreaterThan(0n);
    expect(BigInt(whole.withdrawalsMinor)).toBeGreaterThan(0n);
    expect(BigInt(whole.betsMinor)).toBeGreaterThan(0n);
    expect(BigInt(whole.netMinor)).toBe(BigInt(whole.payoutsMinor) - BigInt(whole.betsMinor));

    const part = (await get(`/wps/agent/team/overview?${LAST_30}`, sub)).body.value;
    expect(part.members).toBe(3);
    expect(BigInt(part.betsMinor)).toBeLessThan(BigInt(whole.betsMinor));

    const level1 = (await get('/wps/agent/team/members', agent)).body.value.items.map(
      (m: { username: string }) => m.username,
    );
    expect(level1).toEqual(expect.arrayContaining(['demoplayer', 'karim02', 'rina01', 'teamlead']));
    const level2 = (await get('/wps/agent/team/members?parent=teamlead', agent)).body.value.items;
    expect(level2.map((m: { username: string; level: number }) => [m.username, m.level])).toEqual([
      ['nadia04', 2],
      ['sumon03', 2],
      ['teamsub', 2],
    ]);
    expect(level2.find((m: { username: string }) => m.username === 'teamsub')).toMatchObject({
      accountType: 2,
      downlineCount: 3,
      upline: 'teamlead',
    });
    const found = (await get('/wps/agent/team/members?search=TANVIR', agent)).body.value.items;
    expect(found).toEqual([
      expect.objectContaining({ username: 'tanvir07', level: 3, upline: 'teamsub', status: 'active' }),
    ]);
  });

  it("refuses another agent's members: listing, profit, search find nothing outside the team", async () => {
    const list = await get('/wps/agent/team/members?parent=rina01', sub);
    expect([list.status, list.body.code]).toEqual([403, 'not_in_team']);
    const pl = await get(`/wps/agent/team/profit?${LAST_30}&username=rina01`, sub);
    expect([pl.status, pl.body.code]).toEqual([403, 'not_in_team']);
    const upward = await get(`/wps/agent/team/profit?${LAST_30}&username=demoagent`, sub);
    expect(upward.status).toBe(403);
    const search = (await get('/wps/agent/team/members?search=rina', sub)).body.value;
    expect(search.total).toBe(0);
    const notFound = await get('/wps/agent/team/members?parent=nosuchmember', agent);
    expect(notFound.body.code).toBe('not_in_team');
  });

  it('reports betting and profit per downline from the postings, per category', async () => {
    const all = (await get(`/wps/agent/team/betting?${LAST_30}&size=100`, agent)).body.value;
    const stake = all.items.reduce((n: bigint, r: { stakeMinor: string }) => n + BigInt(r.stakeMinor), 0n);
    expect(stake).toBe(BigInt(all.totals.stakeMinor));
    const overview = (await get(`/wps/agent/team/overview?${LAST_30}`, agent)).body.value;
    expect(all.totals.stakeMinor).toBe(overview.betsMinor);
    const slots = (await get(`/wps/agent/team/betting?${LAST_30}&category=RNG&size=100`, agent)).body.value;
    expect(slots.items.every((r: { category: string }) => r.category === 'RNG')).toBe(true);
    expect(BigInt(slots.totals.stakeMinor)).toBeLessThan(BigInt(all.totals.stakeMinor));

    const profit = (await get(`/wps/agent/team/profit?${LAST_30}&size=100`, agent)).body.value;
    expect(profit.totals.stakeMinor).toBe(overview.betsMinor);
    expect(profit.totals.profitMinor).toBe(overview.netMinor);
    const one = (await get(`/wps/agent/team/profit?${LAST_30}&username=tanvir07`, agent)).body.value;
    expect(one.items.map((r: { username: string }) => r.username)).toEqual(one.total ? ['tanvir07'] : []);
    const row = profit.items.find((r: { username: string }) => r.username === 'rahim05');
    expect(BigInt(row.profitMinor)).toBe(BigInt(row.payoutMinor) - BigInt(row.stakeMinor));
  });

  it('refuses bad report input and says why', async () => {
    const reversed = await get(`/wps/agent/team/overview?from=${day()}&to=${day(-3)}`, agent);
    expect([reversed.status, reversed.body.code]).toEqual([400, 'period_invalid']);
    const category = await get(`/wps/agent/team/betting?${LAST_30}&category=CASINO`, agent);
    expect(category.status).toBe(400);
    const size = await get('/wps/agent/team/members?size=1000', agent);
    expect(size.status).toBe(400);
    const day1 = await get('/wps/agent/team/overview?from=yesterday&to=today', agent);
    expect(day1.status).toBe(400);
  });

  it('registers a downline under the public rules; bad input changes nothing', async () => {
    const before = await memberCount();
    const mismatch = await register({
      username: 'agentnew1x',
      password: 'Secret123',
      confirmPassword: 'Other123',
      kind: 'member',
    });
    expect([mismatch.status, mismatch.body.code]).toEqual([400, 'registration_invalid']);
    expect(mismatch.body.value.fields.confirmPassword).toBeDefined();
    const taken = await register({
      username: 'rina01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      kind: 'member',
    });
    expect(taken.body.value.fields.username.messageKey).toBe('username_taken');
    const badName = await register({
      username: '1bad',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      kind: 'member',
    });
    expect(badName.status).toBe(400);
    const badKind = await register({
      username: 'agentnew2x',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      kind: 'boss',
    });
    expect(badKind.status).toBe(400);
    expect(await memberCount()).toBe(before);

    const username = uniqueId('dl').replace(/-/g, '');
    // An invitation code of another agent does not move the new member away from the agent registering it.
    const made = await register({
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'LOTUS3',
      kind: 'member',
    });
    expect(made.body.value).toEqual({ username, accountType: 0, upline: 'demoagent' });
    const listed = (await get(`/wps/agent/team/members?search=${username}`, agent)).body.value.items;
    expect(listed).toEqual([
      expect.objectContaining({ username, level: 1, upline: 'demoagent', balanceMinor: '0', lastLoginAt: null }),
    ]);
    const overview = (await get(`/wps/agent/team/overview?${LAST_30}`, agent)).body.value;
    const token = await signedIn(api, username, 'Secret123');
    await paidDeposit(t, api, token, '500');
    const after = (await get(`/wps/agent/team/overview?${LAST_30}`, agent)).body.value;
    expect(after.newMembers).toBe(overview.newMembers);
    expect(BigInt(after.depositsMinor) - BigInt(overview.depositsMinor)).toBe(50_000n);
    // Not in the sub-agent's team.
    expect((await get(`/wps/agent/team/profit?${LAST_30}&username=${username}`, sub)).status).toBe(403);

    const subAgent = uniqueId('sa').replace(/-/g, '');
    const agentMade = await register({
      username: subAgent,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      kind: 'agent',
    });
    expect(agentMade.body.value).toMatchObject({ accountType: 2, upline: 'demoagent' });
    const subToken = await signedIn(api, subAgent, 'Secret123');
    const code = (await get('/wps/agent/invitation', subToken)).body.value.code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await get('/wps/agent/team/members', subToken)).body.value.total).toBe(0);
  });

  it('hands out the invitation link on the configured PUBLIC_URL, whatever Host the request came with', async () => {
    // Hostile and proxy-claimed hosts alike: neither may become the address a shared link or QR code points to.
    const hosts = [{}, { host: 'evil.example' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' }];
    for (const headers of hosts) {
      for (const [language, path] of [
        ['en', '/en/register'],
        ['bn', '/register'],
      ] as const) {
        const reply = await api.call({
          method: 'GET',
          url: '/wps/agent/invitation',
          token: agent,
          headers: { language, ...headers },
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        expect(reply.body.value).toEqual({ code: 'LOTUS1', link: `${PUBLIC_URL}${path}?affiliateCode=LOTUS1` });
      }
    }
  });

  it('transfers to a downline through the agent transfer, and the tree shows the new balance', async () => {
    const username = uniqueId('tr').replace(/-/g, '');
    await register({ username, password: 'Secret123', confirmPassword: 'Secret123', kind: 'member' });
    await ops('credit-bonus', 'demoagent', '200', 'agent-centre');
    await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: 'Demo1234', newPaymentPassword: '864200', confirmPaymentPassword: '864200' },
      { token: agent, ip: nextIp() },
    );
    const sent = await api.call({
      method: 'POST',
      url: '/wps/member/transfer/agent',
      payload: { to: username, amount: '12.5', paymentPassword: '864200', requestId: randomUUID() },
      token: agent,
    });
    expect(sent.body.value, JSON.stringify(sent.body)).toMatchObject({
      to: username,
      relation: 'downline',
      amountMinor: '1250',
    });
    const listed = (await get(`/wps/agent/team/members?search=${username}`, agent)).body.value.items;
    expect(listed[0].balanceMinor).toBe('1250');
  });

  it('shows announcements for agents to agents only, and income from the ledger (none before contracts)', async () => {
    const notices = (await get('/wps/agent/announcements', agent, 'bn')).body.value;
    expect(notices.total).toBeGreaterThanOrEqual(2);
    expect(notices.list.every((n: { type: string }) => n.type === 'AG')).toBe(true);
    const publicData = (await api.call({ method: 'GET', url: '/wps/relay/MCSFE_getNoticeData' })).body.value;
    expect(publicData.playerNotices.some((n: { type: string }) => n.type === 'AG')).toBe(false);
    const publicList = await api.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=AG' });
    expect(publicList.status).toBe(400);
    const income = (await get(`/wps/agent/income?${LAST_30}`, agent)).body.value;
    expect(income).toMatchObject({ totalMinor: '0', sources: [] });
  });
});
