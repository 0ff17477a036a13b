/**
 * Test data builders: a member with a session, a paid deposit and a played round, made through the HTTP surface
 * the way the site, the payment gateway and a game vendor make them, so a test states only what it is about.
 * Each builder checks its own steps succeeded: a broken builder fails where it breaks, not three calls later.
 */
import { expect } from 'vitest';
import { signatureHeaders } from '../../platform/gateway/signing.ts';
import { nextIp, type Caller } from './accounts-client.ts';
import type { TestPlatform } from './harness.ts';
import { launchSession, type vendorClient } from './seamless-client.ts';

type Vendor = ReturnType<typeof vendorClient>;

let serial = 0;
/** An id no other builder call of this run has used (test files run their stores on one database each). */
export const uniqueId = (prefix: string) => `${prefix}-${process.pid.toString(36)}-${(serial += 1)}`;

/** A seeded member logged in: its session token. */
export async function signedIn(api: Caller, username: string, password = 'Demo1234'): Promise<string> {
  const res = await api.login(username, password, nextIp());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.token as string;
}

/** A new member registered through the API (username and password only), with the live session it starts with. */
export async function newMember(
  api: Caller,
  { password = 'Secret123', username = uniqueId('member').replace(/-/g, '') } = {},
) {
  const res = await api.sealed(
    '/wps/member/register',
    { username, password, confirmPassword: password },
    { method: 'PUT', ip: nextIp() },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { username, password, token: res.body.value.token as string };
}

/** A deposit as a player makes one: an order on the first bKash channel, then the gateway's signed "paid" notification. */
export async function paidDeposit(
  t: TestPlatform,
  api: Caller,
  token: string,
  amount: string,
  { at = Date.now(), requestId = uniqueId('dep') } = {},
) {
  const methods = (await api.call({ method: 'GET', url: '/wps/deposit/methods', token })).body.value.methods;
  const channel = methods.find((m: { method: string }) => m.method === 'PAYMENT_BKASH').channels[0];
  const opened = await api.call({
    method: 'POST',
    url: '/wps/deposit/orders',
    payload: { channelId: channel.id, amount, requestId },
    token,
  });
  expect(opened.body, JSON.stringify(opened.body)).toMatchObject({ success: true });
  const order = opened.body.value as { orderId: string; amountMinor: string };
  const body = JSON.stringify({
    merchantCode: t.config.merchantCode,
    orderId: order.orderId,
    amountMinor: order.amountMinor,
    status: 'paid',
    gatewayRef: `REF-${order.orderId}`,
  });
  const paid = await api.call({
    method: 'POST',
    url: '/wps/deposit/notify/demo',
    payload: body,
    headers: { 'content-type': 'application/json', ...signatureHeaders(t.config.deposits.gatewaySecret, body, at) },
  });
  expect(paid.body.value.status, JSON.stringify(paid.body)).toBe('paid');
  return order;
}

/** A game of `vassalage` launched by the member: the vendor's session for it. */
export const gameSession = (api: Caller, token: string, vassalage: string, game: string) =>
  launchSession(api, token, vassalage, game);

/**
 * One bet placed as the vendor places it; answers its ids, the player and the round's next steps (a win, a
 * rollback), each checked to be accepted unless asked for the raw answer.
 */
export async function placedBet(
  vendor: Vendor,
  session: string,
  game: string,
  amountMinor: bigint | string,
  ids = { transactionId: uniqueId('bet'), roundId: uniqueId('round') },
) {
  const answer = await vendor.debit({ session, ...ids, gameCode: game, amountMinor: String(amountMinor) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const player = answer.body.player as string;
  const win = (winMinor: bigint | string, transactionId = uniqueId('win')) =>
    vendor.credit({
      player,
      transactionId,
      roundId: ids.roundId,
      gameCode: game,
      amountMinor: String(winMinor),
      betTransactionId: ids.transactionId,
    });
  const rollback = (transactionId = uniqueId('rb')) =>
    vendor.rollback({ player, transactionId, originalTransactionId: ids.transactionId, roundId: ids.roundId });
  return { ...ids, player, balanceMinor: BigInt(answer.body.balanceMinor), win, rollback };
}

/** A whole round: a bet and its win (0 for a loss), both accepted; ids of the test's own when it names them. */
export async function playedRound(
  vendor: Vendor,
  session: string,
  game: string,
  round: {
    betMinor: bigint | string;
    winMinor: bigint | string;
    ids?: { transactionId: string; roundId: string };
    winId?: string;
  },
) {
  const bet = await placedBet(vendor, session, game, round.betMinor, round.ids);
  const won = await bet.win(round.winMinor, round.winId);
  expect(won.status, JSON.stringify(won.body)).toBe(200);
  return bet;
}
