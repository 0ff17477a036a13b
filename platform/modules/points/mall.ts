/**
 * The point mall (issue 17): the merchant's catalogue, redeeming an item with the payment password, and the
 * member's orders. A cash voucher pays its money to the main wallet at once (completed); a bonus is locked money
 * (completed): it goes to the member's locked-bonus account with a wagering goal of the merchant's multiple of its
 * value, in the same transaction as the points, and is released like any bonus; a physical item is taken from the
 * stock and waits for the operator to send it (pending, then fulfilled). The stock never goes below zero: one
 * conditional UPDATE in the redeem's transaction takes an item or refuses.
 */
import { createHash } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { PlatformError } from '../../http/envelope.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import type { MemberRow } from '../identity/index.ts';
import { mainWallet, verifyPaymentPassword } from '../wallet/index.ts';
import { bonusAccounts, grantPointMallBonusWithin, refuseWhileBonusLockedWithin } from '../promotions/index.ts';
import { accrueSettledBets } from './accrual.ts';
import { pointsBalance, pointsPool } from './book.ts';
import * as repo from './repository.ts';
import { pointsSettings } from './settings.ts';
import { spendOnce } from './spend.ts';

type ItemRow = Awaited<ReturnType<typeof repo.mallItems>>[number];
type OrderRow = Awaited<ReturnType<typeof repo.orders>>[number];

export function itemView(item: ItemRow, language: MessageLanguage) {
  const value = toMinor(item.value_minor);
  return {
    id: item.id,
    kind: item.kind,
    name: language === 'bn' ? item.name_bn : item.name_en,
    pointsCost: String(item.points_cost),
    value: formatMinor(value),
    valueMinor: value.toString(),
    stock: item.stock,
    available: item.state === 'open' && (item.stock === null || item.stock > 0),
  };
}

export function orderView(order: OrderRow, language: MessageLanguage) {
  const value = toMinor(order.value_minor);
  return {
    id: Number(order.id),
    itemId: order.item_id,
    kind: order.kind,
    name: language === 'bn' ? order.name_bn : order.name_en,
    points: String(order.points),
    value: formatMinor(value),
    valueMinor: value.toString(),
    status: order.status,
    remark: order.remark,
    createdAt: order.created_at,
    fulfilledAt: order.fulfilled_at,
  };
}

export async function catalogue(ctx: PlatformContext, language: MessageLanguage) {
  const items = await repo.mallItems(ctx.db, ctx.config.merchantCode, true);
  return items.map((item) => itemView(item, language));
}

export async function memberOrders(ctx: PlatformContext, member: MemberRow, language: MessageLanguage) {
  const rows = await repo.orders(ctx.db, ctx.config.merchantCode, { memberId: member.id }, 100);
  return rows.map((row) => orderView(row, language));
}

export interface RedeemRequest {
  itemId: number;
  paymentPassword: string;
  requestId: string;
}

export async function redeemItem(
  ctx: PlatformContext,
  member: MemberRow,
  request: RedeemRequest,
  language: MessageLanguage,
) {
  const merchant = ctx.config.merchantCode;
  const item = await repo.mallItem(ctx.db, merchant, request.itemId);
  if (item?.state !== 'open') throw new PlatformError(404, 'mall_item_unknown');
  await verifyPaymentPassword(ctx, member, request.paymentPassword);
  await accrueSettledBets(ctx);
  const id = `points:redeem:${member.id}:${request.requestId}`;
  const known = async () => {
    const order = await repo.orderByRequest(ctx.db, merchant, member.id, request.requestId);
    if (!order) return undefined;
    if (order.item_id !== item.id) throw new PlatformError(409, 'duplicate_request');
    const [row] = await repo.orders(ctx.db, merchant, { spendTransferIds: [order.spend_transfer_id] }, 1);
    return { order: orderView(row!, language), pointsBalance: (await pointsBalance(ctx, member.id)).toString() };
  };
  const value = item.kind === 'physical' ? 0n : toMinor(item.value_minor);
  const at = new Date(ctx.now()).toISOString();
  const settings = await pointsSettings(ctx.db, merchant);
  const bonus = item.kind === 'bonus' ? await bonusPlan(ctx, member, id, request.requestId, value, settings) : null;
  return spendOnce(
    ctx,
    {
      memberId: member.id,
      id,
      points: BigInt(item.points_cost),
      // A bonus is not paid to the main wallet: it is locked below, in the same transaction.
      payMinor: item.kind === 'cash' ? value : 0n,
      mainAccountId: await mainWallet(ctx, member),
      payCode: 'points_redeem',
      metadata: {
        type: 'redeem',
        action: 'redeem',
        item: item.id,
        kind: item.kind,
        moneyMinor: value.toString(),
        unitPoints: settings.unitPoints,
        unitMinor: settings.unitMinor.toString(),
      },
      before: async (trx) => {
        if (bonus) await refuseWhileBonusLockedWithin(ctx, trx, member.id);
        if (!(await repo.takeOne(trx, merchant, item.id))) throw new PlatformError(409, 'mall_out_of_stock');
        await repo.insertOrder(trx, {
          merchant_code: merchant,
          member_id: member.id,
          item_id: item.id,
          request_id: request.requestId,
          points: item.points_cost,
          value_minor: value,
          status: item.kind === 'physical' ? 'pending' : 'completed',
          spend_transfer_id: id,
          remark: null,
          created_at: at,
          fulfilled_at: null,
        });
        if (bonus) await grantPointMallBonusWithin(ctx, trx, member.id, { ...bonus, metadata: { item: item.id } }, at);
      },
    },
    known,
    () => pointsBalance(ctx, member.id),
  );
}

/**
 * What a bonus item's grant needs that cannot be made inside the redeem's transaction (accounts are made on first
 * use). Every category that earns points counts its stakes in full towards the wagering.
 */
async function bonusPlan(
  ctx: PlatformContext,
  member: MemberRow,
  spendId: string,
  requestId: string,
  amountMinor: bigint,
  settings: Awaited<ReturnType<typeof pointsSettings>>,
) {
  const [poolId, { lockedId }] = await Promise.all([pointsPool(ctx), bonusAccounts(ctx, member.id)]);
  return {
    // The bonus's source column holds 80 letters: the member's request, hashed to a fixed length.
    source: `point-mall:${createHash('sha256').update(`${member.id}:${requestId}`).digest('hex').slice(0, 40)}`,
    transferId: `${spendId}:bonus`,
    amountMinor,
    wageringMultiple: settings.bonusWageringMultiple,
    weights: Object.fromEntries(Object.keys(settings.rates).map((category) => [category, 100])),
    poolId,
    lockedId,
  };
}
