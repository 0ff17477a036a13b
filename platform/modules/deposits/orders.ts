/** Opening a deposit order and reading it back: the member's side of a deposit. */
import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import type { MemberRow } from '../identity/index.ts';
import { amountMinor } from '../wallet/index.ts';
import { localizedPath } from '../../../contract/rules/locales.ts';
import type { NewDepositOrder } from '../../../contract/calls/deposits.ts';
import { assertDepositBonus } from '../promotions/index.ts';
import * as repo from './repository.ts';

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.orderById>>>;

/** Orders a member may have open for payment at once: enough to retry another channel, not to flood the gateway. */
export const MAX_OPEN_ORDERS = 5;
/** New orders a member may open per minute (retries of one request id are not new). */
export const ORDERS_PER_MINUTE = 10;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Where the gateway sends the browser back: the deposit section, in the language the order was opened in. */
export function returnPathFor(orderId: string, language: MessageLanguage): string {
  return `${localizedPath('/member', language)}?page=depositv2&order=${encodeURIComponent(orderId)}`;
}

/** What a member (and the site) sees of an order; a pending order past its time reads as expired. */
export async function orderView(ctx: PlatformContext, order: OrderRow, language: MessageLanguage) {
  let status = order.status;
  if (status === 'pending' && Date.parse(order.expires_at) <= ctx.now()) {
    // Recorded when first seen; a paid notification that arrives later still credits it (settle.ts).
    await repo.moveOrder(ctx.db, order.id, ['pending'], 'expired', new Date(ctx.now()).toISOString());
    status = (await repo.orderById(ctx.db, order.id))!.status;
  }
  const amount = toMinor(order.amount_minor);
  const gateway = ctx.gateways.get(order.gateway);
  const payUrl =
    status === 'pending' && gateway
      ? await gateway.paymentPageUrl({
          merchantCode: order.merchant_code,
          orderId: order.id,
          amountMinor: amount,
          currency: order.currency,
          expiresAt: new Date(order.expires_at),
          returnPath: returnPathFor(order.id, language),
          language,
        })
      : null;
  return {
    orderId: order.id,
    status,
    amount: formatMinor(amount),
    amountMinor: amount.toString(),
    currency: order.currency,
    channelId: order.channel_id,
    createdAt: order.created_at,
    expiresAt: order.expires_at,
    payUrl,
  };
}

/** Opens an order, or returns the one this request id already opened (the same action retried). */
export async function createOrder(
  ctx: PlatformContext,
  member: MemberRow,
  input: NewDepositOrder,
  language: MessageLanguage,
) {
  const settings = await ctx.settings.get();
  const channel = await repo.channelById(ctx.db, settings.code, input.channelId);
  if (channel?.enabled !== 1 || !ctx.gateways.has(channel.gateway))
    throw new PlatformError(404, 'deposit_channel_unknown');
  const amount = amountMinor(input.amount, toMinor(channel.min_minor), toMinor(channel.max_minor));
  const same = (order: OrderRow) => {
    if (
      order.channel_id !== channel.id ||
      toMinor(order.amount_minor) !== amount ||
      order.promotion_slug !== (input.promotionSlug ?? null)
    ) {
      throw new PlatformError(409, 'duplicate_request');
    }
    return order;
  };
  const known = await repo.orderByRequest(ctx.db, member.id, input.requestId);
  if (known) return orderView(ctx, same(known), language);
  if (input.promotionSlug) await assertDepositBonus(ctx, member, input.promotionSlug, amount, settings.currencySymbol);
  if (over(await ctx.limiter.hit(`deposit-order:${member.id}`, 60_000, ORDERS_PER_MINUTE), ORDERS_PER_MINUTE))
    throw new PlatformError(429, 'deposit_too_fast');
  const now = ctx.now();
  const at = new Date(now).toISOString();
  const id = `D${randomBytes(10).toString('hex').toUpperCase()}`;
  try {
    // Counted and written under the member's lock: parallel requests cannot all see room for one more.
    await ctx.db.transaction().execute(async (trx) => {
      await repo.lockMember(trx, member.id, ctx.dialect === 'postgres');
      if ((await repo.openOrderCount(trx, member.id, at)) >= MAX_OPEN_ORDERS) {
        throw new PlatformError(429, 'deposit_too_many_open', undefined, { count: String(MAX_OPEN_ORDERS) });
      }
      await repo.insertOrder(trx, {
        id,
        merchant_code: settings.code,
        member_id: member.id,
        channel_id: channel.id,
        gateway: channel.gateway,
        amount_minor: amount,
        currency: settings.currency,
        status: 'pending',
        request_id: input.requestId,
        gateway_ref: null,
        created_at: at,
        expires_at: new Date(now + ctx.config.deposits.orderMinutes * 60_000).toISOString(),
        updated_at: at,
        promotion_slug: input.promotionSlug ?? null,
      });
    });
  } catch (error) {
    // A parallel twin of this request won the unique (member, request id): answer with its order.
    if (!isUniqueViolation(error)) throw error;
    const twin = await repo.orderByRequest(ctx.db, member.id, input.requestId);
    if (!twin) throw error;
    return orderView(ctx, same(twin), language);
  }
  return orderView(ctx, (await repo.orderById(ctx.db, id))!, language);
}

/** A member's own order; anyone else's reads as unknown. */
export async function memberOrder(ctx: PlatformContext, member: MemberRow, orderId: string, language: MessageLanguage) {
  const order = await repo.orderById(ctx.db, orderId);
  if (!order || order.member_id !== member.id) throw new PlatformError(404, 'deposit_order_unknown');
  return orderView(ctx, order, language);
}
