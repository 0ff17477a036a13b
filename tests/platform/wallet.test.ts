import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { memberByUsername } from '../../platform/modules/identity/index.ts';
import { mainWallet, vendorWallet } from '../../platform/modules/wallet/accounts.ts';
import { returnSeamlessWallets } from '../../platform/modules/wallet/index.ts';

describe.each(STORES)('wallet on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let player: string;
  let agent: string;
  let key = 0;
  const requestId = () => `req-${Date.now()}-${(key += 1)}`;

  beforeAll(async () => {
    t = await startTestPlatform(store);
    api = caller(t.app);
    await ops('credit-bonus', 'demoplayer', '1000', 'welcome', 'bonus');
    // Every built-in vendor is seamless; the operator makes three play their own wallets for the transfer tests.
    for (const vendor of ['LOTUS_SLOTS', 'LOTUS_LIVE', 'LOTUS_FISH']) await ops('vendor', 'mode', vendor, 'transfer');
    player = (await api.login('demoplayer', 'Demo1234')).body.value.token;
    agent = (await api.login('demoagent', 'Demo1234')).body.value.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token: string) => api.call({ method: 'GET', url, token });
  const move = (token: string, payload: Record<string, unknown>) =>
    api.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload, token });

  it("shows the balance with the unread count, and the bonus message in the player's language", async () => {
    const balance = (await get('/wps/v2/wallets/balance', player)).body.value;
    expect(balance).toMatchObject({
      sumBalance: '1000.00',
      sumBalanceMinor: '100000',
      currency: 'BDT',
      currencySymbol: '৳',
      unreadCount: 1,
    });
    const messages = (
      await api.call({ method: 'GET', url: '/wps/member/messages', token: player, headers: { language: 'bn' } })
    ).body.value;
    expect(messages.items[0]).toMatchObject({ kind: 'bonus_credited', read: false, title: 'বোনাস যোগ হয়েছে' });
    // The amount as the reader writes money: grouped, and in Bengali digits for a Bengali reader.
    expect(messages.items[0].body).toContain('৳১,০০০.০০');
    const english = (
      await api.call({ method: 'GET', url: '/wps/member/messages', token: player, headers: { language: 'en' } })
    ).body.value;
    expect(english.items[0].body).toContain('৳1,000.00');
    const read = await api.call({
      method: 'POST',
      url: '/wps/member/messages/read',
      payload: { ids: 'all' },
      token: player,
    });
    expect(read.body.value.unreadCount).toBe(0);
  });

  it('moves money to a vendor wallet and back; all back to main empties every vendor wallet', async () => {
    const first = await move(player, {
      direction: 'in',
      vassalage: 'LOTUS_SLOTS',
      amount: '150.50',
      requestId: requestId(),
    });
    expect(first.status).toBe(200);
    expect(first.body.value.main.amount).toBe('849.50');
    expect(first.body.value.vendors.find((v: { vassalage: string }) => v.vassalage === 'LOTUS_SLOTS').amount).toBe(
      '150.50',
    );
    await move(player, { direction: 'in', vassalage: 'LOTUS_LIVE', amount: '49.50', requestId: requestId() });
    await move(player, { direction: 'out', vassalage: 'LOTUS_SLOTS', amount: '50', requestId: requestId() });
    const back = (await move(player, { direction: 'allBack', requestId: requestId() })).body.value;
    expect(back.main.amount).toBe('1000.00');
    expect(back.vendors.every((v: { amount: string }) => v.amount === '0.00')).toBe(true);
    expect(back.total).toBe('1000.00');
  });

  it('replays a request id 10 times in parallel with one effect, refuses it with another amount, and refuses an overdraft', async () => {
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        move(player, { direction: 'in', vassalage: 'LOTUS_FISH', amount: '10', requestId: id }),
      ),
    );
    for (const a of answers) expect(a.status).toBe(200);
    const funds = (await get('/wps/member/info/funds/consolidated', player)).body.value;
    expect(funds.vendors.find((v: { vassalage: string }) => v.vassalage === 'LOTUS_FISH').amount).toBe('10.00');
    const conflict = await move(player, { direction: 'in', vassalage: 'LOTUS_FISH', amount: '11', requestId: id });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('This request was already made with other details. Please start again.');
    const overdraft = await move(player, {
      direction: 'in',
      vassalage: 'LOTUS_FISH',
      amount: '999999',
      requestId: requestId(),
    });
    expect(overdraft.body.code).toBe('insufficient_balance');
    for (const amount of ['-5', '1.234', 'abc', '0', '0.99']) {
      const bad = await move(player, { direction: 'in', vassalage: 'LOTUS_FISH', amount, requestId: requestId() });
      expect(bad.status, amount).toBe(400);
    }
    expect(
      (await move(player, { direction: 'in', vassalage: 'LOTUS_FISH', amount: 10, requestId: requestId() })).status,
    ).toBe(400);
    expect((await get('/wps/v2/wallets/balance', player)).body.value.sumBalance).toBe('1000.00');
  });

  it("shows no wallet for a seamless vendor and refuses transfers to or from it, in the player's language", async () => {
    const funds = (await get('/wps/member/info/funds/consolidated', player)).body.value;
    expect(funds.vendors.map((v: { vassalage: string }) => v.vassalage).sort()).toEqual([
      'LOTUS_FISH',
      'LOTUS_LIVE',
      'LOTUS_SLOTS',
    ]);
    for (const direction of ['in', 'out']) {
      const refused = await move(player, {
        direction,
        vassalage: 'LOTUS_CLASSIC',
        amount: '10',
        requestId: requestId(),
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'vendor_wallet_seamless',
        message: 'This game provider plays from your main wallet: no transfer is needed.',
      });
    }
    const bn = await api.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      payload: { direction: 'in', vassalage: 'LOTUS_CLASSIC', amount: '10', requestId: requestId() },
      token: player,
      headers: { language: 'bn' },
    });
    expect(bn.body.message).toBe('এই গেম প্রোভাইডার আপনার মূল ওয়ালেট থেকেই খেলে: কোনো ট্রান্সফারের দরকার নেই।');
    expect((await get('/wps/v2/wallets/balance', player)).body.value.sumBalance).toBe('1000.00');
  });

  it("returns money left in a vendor's wallet to the main wallet when the vendor becomes seamless", async () => {
    await move(player, { direction: 'in', vassalage: 'LOTUS_LIVE', amount: '30', requestId: requestId() });
    expect(await ops('vendor', 'mode', 'LOTUS_LIVE', 'seamless')).toMatch(/1 wallet\(s\) returned, 30\.00 in all/);
    const funds = (await get('/wps/member/info/funds/consolidated', player)).body.value;
    expect(funds.vendors.some((v: { vassalage: string }) => v.vassalage === 'LOTUS_LIVE')).toBe(false);
    expect(funds.main.amount).toBe('990.00');
    expect(funds.total).toBe('1000.00');
    await ops('vendor', 'mode', 'LOTUS_LIVE', 'transfer');
    await expect(ops('vendor', 'mode', 'LOTUS_LIVE', 'both')).rejects.toThrow(/seamless\|transfer/);
    await expect(ops('vendor', 'mode', 'NOPE', 'seamless')).rejects.toThrow(/no vendor NOPE/);
  });

  it('returns money stranded in seamless vendor wallets at start-up once, however many processes start together', async () => {
    // A wallet filled before vendors had a mode (the old My Wallet let players move money into any vendor).
    const ctx = t.platform.context;
    const vip = (await memberByUsername(ctx.db, ctx.config.merchantCode, 'forcedchange'))!;
    await ops('credit-bonus', 'forcedchange', '80', 'stranded');
    const main = await mainWallet(ctx, vip);
    for (const vendor of ['LOTUS_CLASSIC', 'LOTUS_ARENA']) {
      await ctx.ledger.transfer({
        id: `test:strand:${vendor}:${store}`,
        code: 'vendor_in',
        debitAccountId: main,
        creditAccountId: await vendorWallet(ctx, vip, vendor),
        amountMinor: 4_000n,
      });
    }
    // Three starts at once: the same transfer ids, so the ledger moves each wallet's money once.
    await Promise.all([returnSeamlessWallets(ctx), returnSeamlessWallets(ctx), returnSeamlessWallets(ctx)]);
    expect(await returnSeamlessWallets(ctx)).toEqual({ wallets: 0, amountMinor: 0n });
    expect((await ctx.ledger.balance(main)).balanceMinor).toBe(8_000n);
    expect((await ctx.ledger.balance(await vendorWallet(ctx, vip, 'LOTUS_CLASSIC'))).balanceMinor).toBe(0n);
    expect(await ops('ledger', 'forcedchange', '1')).toMatch(/vendor_out/);
  });

  it('lets an agent send money to a downline only with the payment password, once per request', async () => {
    await ops('credit-bonus', 'demoagent', '500', 'float');
    const targets = (await get('/wps/member/transfer/targets', agent)).body.value.targets;
    expect(targets).toContainEqual({ username: 'demoplayer', relation: 'downline' });
    const send = (payload: Record<string, unknown>) =>
      api.call({ method: 'POST', url: '/wps/member/transfer/agent', payload, token: agent });
    const missing = await send({ to: 'demoplayer', amount: '100', paymentPassword: '123456', requestId: requestId() });
    expect(missing.body.code).toBe('payment_password_missing');
    const set = await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: 'Demo1234', newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
      { token: agent, ip: nextIp() },
    );
    expect(set.status).toBe(200);
    expect(
      (await send({ to: 'demoplayer', amount: '100', paymentPassword: '000000', requestId: requestId() })).body.code,
    ).toBe('payment_password_wrong');
    expect(
      (await send({ to: 'vipplayer', amount: '100', paymentPassword: '246810', requestId: requestId() })).body.code,
    ).toBe('transfer_not_allowed');
    const id = requestId();
    const sent = await Promise.all(
      [1, 2, 3].map(() => send({ to: 'demoplayer', amount: '100', paymentPassword: '246810', requestId: id })),
    );
    for (const s of sent)
      expect(s.body.value).toMatchObject({ to: 'demoplayer', relation: 'downline', amountMinor: '10000' });
    expect((await get('/wps/v2/wallets/balance', agent)).body.value.sumBalance).toBe('400.00');
    const playerBalance = (await get('/wps/v2/wallets/balance', player)).body.value;
    expect(playerBalance).toMatchObject({ sumBalance: '1100.00', unreadCount: 1 });
  });

  it('refuses trial accounts and guests', async () => {
    const trial = (
      await api.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W' }, ip: nextIp() })
    ).body.value.token;
    expect((await move(trial, { direction: 'allBack', requestId: requestId() })).body.code).toBe(
      'in_need_true_account',
    );
    expect((await api.call({ method: 'GET', url: '/wps/member/info/funds/consolidated' })).status).toBe(401);
  });

  it('adjusts a balance up and down through ops, each a transfer with a reason, never below zero', async () => {
    expect(await ops('adjust', 'vipplayer', '+20', 'goodwill')).toMatch(/main wallet now 20.00/);
    expect(await ops('adjust', 'vipplayer', '-5.5', 'correction')).toMatch(/main wallet now 14.50/);
    await expect(ops('adjust', 'vipplayer', '-100', 'too much')).rejects.toThrow(/cannot cover/);
    const ledger = await ops('ledger', 'vipplayer');
    expect(ledger.split('\n')).toHaveLength(2);
  });

  describe('account record', () => {
    const today = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const records = (token: string, query: string) => get(`/wps/member/records?${query}`, token);

    it('lists every movement with a unique reference and a running balance, and reconciles to the wallet', async () => {
      const res = await records(player, `from=${today()}&to=${today()}&size=100`);
      expect(res.status).toBe(200);
      const value = res.body.value;
      const references = value.items.map(
        (i: { reference: string; postingId: string }) => `${i.reference}/${i.postingId}`,
      );
      expect(new Set(references).size).toBe(references.length);
      expect(value.items.map((i: { code: string }) => i.code)).toEqual(
        expect.arrayContaining(['bonus', 'vendor_in', 'vendor_out', 'transfer_agent']),
      );
      const funds = (await get('/wps/member/info/funds/consolidated', player)).body.value;
      // Opening + in + out = closing, and closing is what the main wallet holds.
      const { openingMinor, incomingMinor, outgoingMinor, closingMinor } = value.summary;
      expect(BigInt(openingMinor) + BigInt(incomingMinor) + BigInt(outgoingMinor)).toBe(BigInt(closingMinor));
      expect(closingMinor).toBe(funds.main.amountMinor);
      const newestMain = value.items.find((i: { wallet: string }) => i.wallet === 'main');
      expect(newestMain.balanceAfterMinor).toBe(funds.main.amountMinor);
    });

    it('filters by type, pages, exports CSV, and keeps to the last 12 months', async () => {
      const bonus = (await records(player, `type=bonus&from=${today()}&to=${today()}`)).body.value;
      expect(bonus.items.length).toBeGreaterThan(0);
      expect(bonus.items.every((i: { code: string }) => i.code === 'bonus')).toBe(true);
      const paged = (await records(player, `from=${today()}&to=${today()}&size=2&page=2`)).body.value;
      expect(paged.items).toHaveLength(2);
      expect(paged.pageCount).toBeGreaterThan(1);
      const raw = await t.app.inject({
        method: 'GET',
        url: `/wps/member/records.csv?from=${today()}&to=${today()}`,
        headers: { token: player, language: 'en' },
      });
      expect(raw.headers['content-type']).toMatch(/^text\/csv/);
      const lines = raw.body.trim().split('\r\n');
      expect(lines[0]).toBe('"Time (UTC)","Description","Game or account","Number","Wallet","Amount","Balance after"');
      expect(lines.length - 1).toBe((await records(player, `from=${today()}&to=${today()}&size=100`)).body.value.total);
      const old = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
      expect((await records(player, `from=${old}&to=${today()}`)).body.code).toBe('period_too_old');
      expect((await records(player, `from=${today()}&to=${old}`)).body.code).toBe('period_invalid');
      expect((await records(player, `from=x&to=${today()}`)).status).toBe(400);
    });
  });
});
