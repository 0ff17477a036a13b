import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { settleUnconfirmed } from '../../platform/modules/withdrawals/confirmations.ts';
import { memberByUsername } from '../../platform/modules/identity/index.ts';
import { mainWallet, systemWallet, vendorWallet } from '../../platform/modules/wallet/accounts.ts';
import { multipart, tinyJpeg, tinyPng, type Upload } from '../support/images.ts';

const PASSWORD = '135790';

describe.each(STORES)('withdrawals on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.parse('2026-11-20T06:00:00.000Z');
  let token: string;
  let payeeId: number;
  let key = 0;
  const requestId = () => `wd-${store}-${(key += 1)}-${Date.now()}`;

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, as = token) => api.call({ method: 'GET', url, token: as });
  const post = (url: string, payload: unknown, as = token) =>
    api.call({ method: 'POST', url, payload: payload as Record<string, unknown>, token: as });
  const withdraw = (amount: string, id = requestId(), paymentPassword = PASSWORD) =>
    post('/wps/member/withdrawals', { payeeAccountId: payeeId, amount, paymentPassword, requestId: id });
  const funds = async () => (await get('/wps/member/info/funds/consolidated')).body.value.main;
  const order = async (id: number) =>
    (await get('/wps/member/withdrawals')).body.value.items.find((w: { id: number }) => w.id === id);
  const upload = (id: number, files: Upload[]) =>
    api.call({ method: 'POST', url: `/wps/member/withdrawals/${id}/not-received`, token, ...multipart(files) });
  const relogin = async () => {
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
  };
  const proofFiles = () => {
    const dir = `${t.config.uploadDir}/withdrawal-proofs`;
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  /** A fresh withdrawal taken to "paid" through the ops verbs. */
  const paid = async (amount: string) => {
    const id = (await withdraw(amount)).body.value.id as number;
    await ops('withdrawal', 'approve', String(id));
    await ops('withdrawal', 'pay', String(id));
    return id;
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    await ops('credit-bonus', 'demoplayer', '1000', 'welcome');
    await ops('withdrawal', 'set', 'daily', '50');
    await relogin();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the merchant rules; the demo player owes no turnover without a deposit', async () => {
    const rules = (await get('/wps/member/withdrawals/rules')).body.value;
    expect(rules).toMatchObject({
      min: '100.00',
      max: '25000.00',
      dailyCount: 50,
      confirmMinutes: 30,
      turnoverRequiredMinor: '0',
      availableMinor: '100000',
      hasPaymentPassword: false,
    });
  });

  it('validates payee accounts on the server, masks them in lists and refuses duplicates', async () => {
    for (const bad of [
      { kind: 'bkash', holderName: 'Demo Player', accountNumber: '0171234' },
      { kind: 'nagad', holderName: 'Demo Player', accountNumber: '02712345678' },
      { kind: 'rocket', holderName: 'Demo Player', accountNumber: '01712345678' },
      { kind: 'bank', holderName: 'Demo Player', accountNumber: '1234567890' },
      { kind: 'bank', holderName: '<script>', accountNumber: '1234567890', bankName: 'City Bank' },
      { kind: 'paypal', holderName: 'Demo Player', accountNumber: '01712345678' },
    ]) {
      const res = await post('/wps/member/payees', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const added = await post('/wps/member/payees', {
      kind: 'bkash',
      holderName: 'Demo Player',
      accountNumber: '01712345678',
    });
    expect(added.status).toBe(200);
    expect(added.body.value.payees).toEqual([
      {
        id: expect.any(Number),
        kind: 'bkash',
        holderName: 'Demo Player',
        accountNumber: '017•••••678',
        bankName: null,
      },
    ]);
    payeeId = added.body.value.payees[0].id;
    expect(
      (await post('/wps/member/payees', { kind: 'bkash', holderName: 'Demo Player', accountNumber: '01712345678' }))
        .body.code,
    ).toBe('payee_duplicate');
    const bank = await post('/wps/member/payees', {
      kind: 'bank',
      holderName: 'Demo Player',
      accountNumber: '123456789012',
      bankName: 'City Bank',
    });
    expect(bank.body.value.payees).toHaveLength(2);
  });

  it('asks for the payment password, the limits and the balance before holding anything', async () => {
    expect((await withdraw('200')).body.code).toBe('payment_password_missing');
    const set = await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: 'Demo1234', newPaymentPassword: PASSWORD, confirmPaymentPassword: PASSWORD },
      { token, ip: nextIp() },
    );
    expect(set.status).toBe(200);
    expect((await withdraw('200', requestId(), '000000')).body.code).toBe('payment_password_wrong');
    expect((await withdraw('99.99')).body).toMatchObject({
      code: 'amount_out_of_range',
      message: 'The amount must be between 100.00 and 25000.00.',
    });
    expect((await withdraw('25000.01')).body.code).toBe('amount_out_of_range');
    expect((await withdraw('2000')).body.code).toBe('insufficient_balance');
    expect(
      (
        await post('/wps/member/withdrawals', {
          payeeAccountId: 999999,
          amount: '200',
          paymentPassword: PASSWORD,
          requestId: requestId(),
        })
      ).body.code,
    ).toBe('payee_unknown');
    expect(
      (
        await post('/wps/member/withdrawals', {
          payeeAccountId: payeeId,
          amount: 200,
          paymentPassword: PASSWORD,
          requestId: requestId(),
        })
      ).status,
    ).toBe(400);
    expect(await funds()).toMatchObject({ amount: '1000.00', held: '0.00' });
    expect((await get('/wps/member/withdrawals')).body.value.items).toEqual([]);
  });

  it('holds the amount once for 10 parallel submits with one key, and refuses the key with another amount', async () => {
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw('200', id)));
    for (const a of answers) expect(a.status).toBe(200);
    expect(new Set(answers.map((a) => a.body.value.id)).size).toBe(1);
    expect(answers[0]!.body.value).toMatchObject({ amount: '200.00', status: 'in_process', confirmation: null });
    expect((await get('/wps/member/withdrawals')).body.value.items).toHaveLength(1);
    expect(await funds()).toMatchObject({ amount: '1000.00', held: '200.00', available: '800.00' });
    expect((await withdraw('300', id)).body.code).toBe('duplicate_request');
    // The retry after success still answers the same order.
    expect((await withdraw('200', id)).body.value.id).toBe(answers[0]!.body.value.id);
  });

  it('approves (still held, notified), pays (money leaves), and refuses steps out of order', async () => {
    const id = (await get('/wps/member/withdrawals')).body.value.items[0].id as number;
    await expect(ops('withdrawal', 'pay', String(id))).rejects.toThrow(/in_process: cannot pay/);
    expect(await ops('withdrawal', 'approve', String(id))).toMatch(/approved/);
    expect((await order(id)).status).toBe('approved');
    expect(await funds()).toMatchObject({ amount: '1000.00', held: '200.00' });
    const inbox = (await get('/wps/member/messages')).body.value.items;
    expect(inbox[0]).toMatchObject({ kind: 'withdrawal_approved', title: 'Withdrawal approved' });
    expect(inbox[0].body).toContain(`৳200.00`);
    expect(await ops('withdrawal', 'list', 'approved')).toMatch(/demoplayer\s+200\.00\s+approved/);
    await ops('withdrawal', 'pay', String(id));
    expect(await order(id)).toMatchObject({ status: 'paid', confirmation: null, canConfirm: true });
    expect(await funds()).toMatchObject({ amount: '800.00', held: '0.00' });
    await expect(ops('withdrawal', 'reject', String(id), 'late')).rejects.toThrow(/paid: cannot reject/);
    await expect(ops('withdrawal', 'pay', String(id))).rejects.toThrow(/paid: cannot pay/);
    const payout = await t.platform.context.ledger.balance(await systemWallet(t.platform.context, 'payout'));
    expect(payout.balanceMinor).toBe(20000n);
  });

  it('rejects with a reason: the hold is voided, the money available again, the player notified', async () => {
    const id = (await withdraw('150')).body.value.id as number;
    expect(await funds()).toMatchObject({ available: '650.00' });
    await ops('withdrawal', 'approve', String(id));
    await ops('withdrawal', 'reject', String(id), 'name', 'does', 'not', 'match');
    expect(await order(id)).toMatchObject({ status: 'rejected', reason: 'name does not match', canConfirm: false });
    expect(await funds()).toMatchObject({ amount: '800.00', held: '0.00', available: '800.00' });
    const inbox = (await api.call({ method: 'GET', url: '/wps/member/messages', token, headers: { language: 'bn' } }))
      .body.value.items;
    expect(inbox[0]).toMatchObject({ kind: 'withdrawal_rejected', title: 'উত্তোলন প্রত্যাখ্যাত' });
    expect(inbox[0].body).toContain('name does not match');
    await expect(ops('withdrawal', 'reject', String(id), 'again')).rejects.toThrow(/rejected: cannot reject/);
  });

  it('refuses proofs that are too large, too many, SVG or a script named .png, and keeps no file of them', async () => {
    const id = (await get('/wps/member/withdrawals')).body.value.items.find(
      (w: { status: string }) => w.status === 'paid',
    ).id as number;
    const png = tinyPng();
    const oversize = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const tooLarge = await upload(id, [{ filename: 'big.png', contentType: 'image/png', bytes: oversize }]);
    expect(tooLarge.body).toMatchObject({ success: false, code: 'proof_too_large' });
    const four = await upload(
      id,
      Array.from({ length: 4 }, (_, i) => ({ filename: `p${i}.png`, contentType: 'image/png', bytes: png })),
    );
    expect(four.body.code).toBe('proof_too_many');
    const svg = await upload(id, [
      {
        filename: 'proof.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    expect(svg.body.code).toBe('proof_bad_type');
    const script = await upload(id, [
      { filename: 'proof.png', contentType: 'image/png', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') },
    ]);
    expect(script.body.code).toBe('proof_bad_type');
    const mixed = await upload(id, [
      { filename: 'a.png', contentType: 'image/png', bytes: png },
      { filename: 'b.png', contentType: 'image/png', bytes: Buffer.from('<?php echo 1;') },
    ]);
    expect(mixed.body.code).toBe('proof_bad_type');
    expect((await upload(id, [])).body.code).toBe('proof_required');
    expect((await post(`/wps/member/withdrawals/${id}/not-received`, { confirmation: 'not_received' })).status).toBe(
      415,
    );
    expect(proofFiles()).toEqual([]);
    expect((await order(id)).confirmation).toBeNull();
  });

  it('takes "not received" with a real PNG and JPEG under random names, then "received" closes it', async () => {
    const id = (await get('/wps/member/withdrawals')).body.value.items.find(
      (w: { status: string }) => w.status === 'paid',
    ).id as number;
    const res = await upload(id, [
      { filename: '../../public/evil.png', contentType: 'image/png', bytes: tinyPng() },
      { filename: 'receipt.jpg', contentType: 'image/jpeg', bytes: tinyJpeg() },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      confirmation: 'not_received',
      confirmedBy: 'player',
      proofCount: 2,
      canConfirm: true,
    });
    // A second report may add one more image, not two: three per order in all.
    expect(
      (
        await upload(id, [
          { filename: 'c.png', contentType: 'image/png', bytes: tinyPng() },
          { filename: 'd.png', contentType: 'image/png', bytes: tinyPng() },
        ])
      ).body.code,
    ).toBe('proof_too_many');
    expect(
      (await upload(id, [{ filename: 'c.png', contentType: 'image/png', bytes: tinyPng() }])).body.value.proofCount,
    ).toBe(3);
    const files = proofFiles();
    expect(files).toHaveLength(3);
    for (const name of files) expect(name).toMatch(/^[0-9a-f]{32}\.(png|jpg)$/);
    expect(
      fs
        .readFileSync(`${t.config.uploadDir}/withdrawal-proofs/${files.find((f) => f.endsWith('.png'))}`)
        .equals(tinyPng()),
    ).toBe(true);
    // Someone else's order is not theirs to confirm.
    const other = (await api.login('demoagent', 'Demo1234', nextIp())).body.value.token;
    expect((await post(`/wps/member/withdrawals/${id}/confirm`, { confirmation: 'received' }, other)).body.code).toBe(
      'withdrawal_unknown',
    );
    const received = await post(`/wps/member/withdrawals/${id}/confirm`, { confirmation: 'received' });
    expect(received.body.value).toMatchObject({ confirmation: 'received', confirmedBy: 'player', canConfirm: false });
    expect((await post(`/wps/member/withdrawals/${id}/confirm`, { confirmation: 'full_payment' })).body.code).toBe(
      'withdrawal_not_confirmable',
    );
    expect((await post(`/wps/member/withdrawals/${id}/confirm`, { confirmation: 'maybe' })).status).toBe(400);
  });

  it('counts an unanswered paid withdrawal as received after the configured minutes, on read and by the sweep', async () => {
    await ops('withdrawal', 'set', 'minutes', '20');
    const id = await paid('100');
    const full = await paid('100');
    expect(
      (await post(`/wps/member/withdrawals/${full}/confirm`, { confirmation: 'full_payment' })).body.value.confirmation,
    ).toBe('full_payment');
    expect(await order(id)).toMatchObject({ confirmation: null, canConfirm: true });
    clock += 19 * 60_000;
    await relogin();
    expect((await order(id)).confirmation).toBeNull();
    clock += 60_000;
    await relogin();
    // Not swept yet: the answer is computed from the deadline.
    expect(await order(id)).toMatchObject({ confirmation: 'received', confirmedBy: 'timeout', canConfirm: false });
    const row = await t.platform.context.db
      .selectFrom('withdrawals')
      .select('confirmation')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.confirmation).toBeNull();
    expect((await upload(id, [{ filename: 'p.png', contentType: 'image/png', bytes: tinyPng() }])).body.code).toBe(
      'withdrawal_not_confirmable',
    );
    expect(await settleUnconfirmed(t.platform.context)).toBe(1);
    const swept = await t.platform.context.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(swept).toMatchObject({ confirmation: 'received', confirmed_by: 'timeout' });
    expect((await order(full)).confirmation).toBe('full_payment');
  });

  it('a forced receipt after "not received" leaves it received and returns the amount (withdrawal_return)', async () => {
    const id = await paid('120');
    const before = await funds();
    await expect(ops('withdrawal', 'force-receipt', String(id))).rejects.toThrow(/unanswered: cannot force a receipt/);
    // Just under 5 MB: accepted, so the limit is the proof limit and not the server's 1 MB body limit.
    const large = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 - 100)]);
    expect(
      (await upload(id, [{ filename: 'p.png', contentType: 'image/png', bytes: large }])).body.value,
    ).toMatchObject({ confirmation: 'not_received', proofCount: 1 });
    expect(await ops('withdrawal', 'force-receipt', String(id))).toMatch(/returned/);
    expect(await order(id)).toMatchObject({
      status: 'paid',
      confirmation: 'received',
      confirmedBy: 'forced',
      canConfirm: false,
    });
    const after = await funds();
    expect(BigInt(after.amountMinor) - BigInt(before.amountMinor)).toBe(12000n);
    await expect(ops('withdrawal', 'force-receipt', String(id))).rejects.toThrow(/cannot force a receipt/);
    expect(await ops('ledger', 'demoplayer', '1')).toMatch(/withdrawal_return/);
  });

  it('asks for turnover after a deposit: bets since it must reach the merchant multiple', async () => {
    const ctx = t.platform.context;
    const vip = (await memberByUsername(ctx.db, ctx.config.merchantCode, 'vipplayer'))!;
    const main = await mainWallet(ctx, vip);
    const slots = await vendorWallet(ctx, vip, 'LOTUS_SLOTS');
    await ctx.ledger.transfer({
      id: `test:deposit:${store}`,
      code: 'deposit',
      debitAccountId: await systemWallet(ctx, 'gateway'),
      creditAccountId: main,
      amountMinor: 50_000n,
    });
    const vipToken = (await api.login('vipplayer', 'Demo1234', nextIp())).body.value.token;
    await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: 'Demo1234', newPaymentPassword: PASSWORD, confirmPaymentPassword: PASSWORD },
      { token: vipToken, ip: nextIp() },
    );
    const payee = (
      await post(
        '/wps/member/payees',
        { kind: 'nagad', holderName: 'Vip Player', accountNumber: '01812345678' },
        vipToken,
      )
    ).body.value.payees[0].id;
    const send = () =>
      post(
        '/wps/member/withdrawals',
        { payeeAccountId: payee, amount: '100', paymentPassword: PASSWORD, requestId: requestId() },
        vipToken,
      );
    expect((await send()).body).toMatchObject({
      code: 'withdrawal_turnover',
      message: 'Please bet 500.00 more before withdrawing (turnover 0.00 of 500.00).',
    });
    await ctx.ledger.transfer({
      id: `test:in:${store}`,
      code: 'vendor_in',
      debitAccountId: main,
      creditAccountId: slots,
      amountMinor: 50_000n,
    });
    await ctx.ledger.transfer({
      id: `test:bet:${store}`,
      code: 'bet',
      debitAccountId: slots,
      creditAccountId: await systemWallet(ctx, 'house'),
      amountMinor: 30_000n,
    });
    await ctx.ledger.transfer({
      id: `test:out:${store}`,
      code: 'vendor_out',
      debitAccountId: slots,
      creditAccountId: main,
      amountMinor: 20_000n,
    });
    expect((await send()).body.message).toBe('Please bet 200.00 more before withdrawing (turnover 300.00 of 500.00).');
    await ctx.ledger.transfer({
      id: `test:in2:${store}`,
      code: 'vendor_in',
      debitAccountId: main,
      creditAccountId: slots,
      amountMinor: 20_000n,
    });
    await ctx.ledger.transfer({
      id: `test:bet2:${store}`,
      code: 'bet',
      debitAccountId: slots,
      creditAccountId: await systemWallet(ctx, 'house'),
      amountMinor: 20_000n,
    });
    await ops('credit-bonus', 'vipplayer', '300', 'float');
    expect((await send()).body.value).toMatchObject({ status: 'in_process', amount: '100.00' });
  });

  it('refuses past the daily count, and refuses guests and trial accounts', async () => {
    const used = (await get('/wps/member/withdrawals')).body.value.items.filter(
      (w: { createdAt: string }) => w.createdAt >= '2026-11-19T18:00:00.000Z',
    ).length;
    await ops('withdrawal', 'set', 'daily', String(used + 2));
    // Six parallel submits with different keys against two places left: exactly two are held.
    const race = await Promise.all(Array.from({ length: 6 }, () => withdraw('100')));
    expect(race.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of race.filter((x) => x.status !== 200)) expect(r.body.code).toBe('withdrawal_daily_limit');
    expect(await funds()).toMatchObject({ held: '200.00' });
    expect((await withdraw('100')).body).toMatchObject({
      code: 'withdrawal_daily_limit',
      message: `You can make at most ${used + 2} withdrawals a day.`,
    });
    expect((await api.call({ method: 'GET', url: '/wps/member/withdrawals' })).status).toBe(401);
    const trial = (
      await api.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W' }, ip: nextIp() })
    ).body.value.token;
    expect(
      (await post('/wps/member/payees', { kind: 'bkash', holderName: 'Trial', accountNumber: '01712345678' }, trial))
        .body.code,
    ).toBe('in_need_true_account');
    await expect(ops('withdrawal', 'set', 'minutes', '0')).rejects.toThrow(/at least 1/);
  });
});
