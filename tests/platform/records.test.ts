/**
 * Records a player can read (issue 13): each row of the account record names the game (from the catalogue,
 * in the player's language), the vendor or the other member, and a short round or order number; the summary
 * describes the rows of the filter; the CSV reads the same way. No internal reference in what is shown.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, playedRound, signedIn } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const ROUND = 'R0123456789abcdef9a1c2b7e';
/** What no player-facing field may hold: ledger references and vendor codes. */
const INTERNAL = /seamless:|withdrawal:|wallet:|agent:|ops:|LOTUS_|lotus-fortune/;

describe.each(STORES)('readable records on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let token: string;
  let agent: string;
  let clock = Date.now();
  const now = () => clock;
  const today = () => new Date(clock + 6 * 3_600_000).toISOString().slice(0, 10);
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const records = (query: string, language = 'en', tok = token) =>
    api.call({
      method: 'GET',
      url: `/wps/member/records?from=${today()}&to=${today()}&size=100&${query}`,
      token: tok,
      headers: { language },
    });

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    const vendor = vendorClient(t.app, VENDOR, now);
    await ops('credit-bonus', 'demoplayer', '1000', 'records', 'bonus');
    token = await signedIn(api, 'demoplayer');
    // A round won, and money sent to the Lotus Slots wallet and back (a transfer-mode vendor has a wallet of its own).
    await ops('vendor', 'mode', VENDOR, 'transfer');
    const session = await gameSession(api, token, VENDOR, GAME);
    clock += 1000;
    await playedRound(vendor, session, GAME, {
      betMinor: '500',
      winMinor: '1200',
      ids: { transactionId: 'r1-bet', roundId: ROUND },
      winId: 'r1-win',
    });
    clock += 1000;
    const move = (payload: Record<string, unknown>) =>
      api.call({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        payload: { ...payload, requestId: randomUUID() },
        token,
      });
    await move({ direction: 'in', vassalage: VENDOR, amount: '20' });
    await move({ direction: 'out', vassalage: VENDOR, amount: '20' });
    // The upline agent sends money: the row names the agent.
    await ops('credit-bonus', 'demoagent', '100', 'float');
    agent = await signedIn(api, 'demoagent');
    await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: 'Demo1234', newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
      { token: agent, ip: nextIp() },
    );
    clock += 1000;
    const sent = await api.call({
      method: 'POST',
      url: '/wps/member/transfer/agent',
      payload: { to: 'demoplayer', amount: '30', paymentPassword: '246810', requestId: randomUUID() },
      token: agent,
    });
    expect(sent.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the game and gives the round a short number, in English and in Bengali', async () => {
    const items = (await records('type=game')).body.value.items;
    expect(items.map((i: { code: string }) => i.code).sort()).toEqual(['bet', 'win']);
    for (const item of items)
      expect(item).toMatchObject({ gameName: 'Lotus Fortune', number: '9A1C2B7E', vendorName: 'Lotus Slots' });
    const bn = (await records('type=game', 'bn')).body.value.items;
    const bengaliName = (
      await t.platform.context.db
        .selectFrom('games')
        .select('name_bn')
        .where('code', '=', GAME)
        .executeTakeFirstOrThrow()
    ).name_bn;
    expect(bn[0].gameName).toBe(bengaliName);
  });

  it('names the game wallet and the other member of a transfer', async () => {
    const items = (await records('type=transfer')).body.value.items;
    const toGame = items.filter((i: { code: string }) => i.code === 'vendor_in');
    expect(toGame).toHaveLength(2);
    for (const item of toGame) expect(item.vendorName).toBe('Lotus Slots');
    expect(items.find((i: { code: string }) => i.code === 'transfer_agent')).toMatchObject({
      counterparty: 'demoagent',
      amountMinor: '3000',
    });
    const agentSide = (await records('type=transfer', 'en', agent)).body.value.items;
    expect(agentSide.find((i: { code: string }) => i.code === 'transfer_agent')).toMatchObject({
      counterparty: 'demoplayer',
      amountMinor: '-3000',
    });
  });

  it("sums the filter's own rows: bonus details show only bonuses, with no opening or closing balance", async () => {
    const bonus = (await records('type=bonus')).body.value;
    expect(bonus.items).toHaveLength(1);
    expect(bonus.summary).toEqual({
      openingMinor: null,
      incomingMinor: '100000',
      outgoingMinor: '0',
      closingMinor: null,
    });
    const game = (await records('type=game')).body.value;
    expect(game.summary).toMatchObject({ incomingMinor: '1200', outgoingMinor: '-500' });
    // Nothing of the kind in the period: nothing to sum.
    expect((await records('type=deposit')).body.value).toMatchObject({
      total: 0,
      summary: { incomingMinor: '0', outgoingMinor: '0' },
    });
    // Unfiltered, the main wallet reconciles as before.
    const all = (await records('')).body.value.summary;
    expect(BigInt(all.openingMinor) + BigInt(all.incomingMinor) + BigInt(all.outgoingMinor)).toBe(
      BigInt(all.closingMinor),
    );
  });

  it('writes the CSV as the player reads it: descriptions, names and short numbers, no internal reference', async () => {
    const raw = await t.app.inject({
      method: 'GET',
      url: `/wps/member/records.csv?from=${today()}&to=${today()}`,
      headers: { token, language: 'en' },
    });
    const lines = raw.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Time (UTC)","Description","Game or account","Number","Wallet","Amount","Balance after"');
    expect(lines.some((l) => /"Win","Lotus Fortune","9A1C2B7E","Main wallet","12.00"/.test(l))).toBe(true);
    expect(lines.some((l) => /"To game wallet","Lotus Slots","","Main wallet","-20.00"/.test(l))).toBe(true);
    expect(raw.body).not.toMatch(INTERNAL);
    const bn = await t.app.inject({
      method: 'GET',
      url: `/wps/member/records.csv?from=${today()}&to=${today()}&language=bn`,
      headers: { token },
    });
    expect(bn.body.split('\r\n')[0]).toContain('"বিবরণ"');
    expect(bn.body).toContain('"জয়"');
  });

  it("gives the betting record the vendor's name and a short round number", async () => {
    const res = await api.call({
      method: 'GET',
      url: `/wps/member/bets?from=${today()}&to=${today()}&language=en`,
      token,
    });
    expect(res.body.value.items[0]).toMatchObject({
      gameName: 'Lotus Fortune',
      vendorName: 'Lotus Slots',
      roundNo: '9A1C2B7E',
    });
  });
});
