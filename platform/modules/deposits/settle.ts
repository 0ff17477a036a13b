/**
 * A gateway's authenticated notification applied to its order. Paid: the gateway account pays the member's
 * main wallet under the transfer id 'deposit:<order>', so however often (or however concurrently) the
 * notification repeats the money moves once; the order's new status and the fact "deposit arrived" are written in
 * that same transaction. Failed: the order is closed and "deposit failed" published, once.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { systemWallet } from '../wallet/index.ts';
import type { GatewayNotification } from './gateway.ts';
import { memberById } from '../identity/index.ts';
import { grantWithin, planDepositBonus } from '../promotions/index.ts';
import * as repo from './repository.ts';

export interface Settled {
  orderId: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
}

export async function settle(ctx: PlatformContext, gatewayName: string, notice: GatewayNotification): Promise<Settled> {
  const order = await repo.orderById(ctx.db, notice.orderId);
  // An order of another merchant or gateway is unknown here: a gateway may speak only of its own orders.
  if (
    !order ||
    order.merchant_code !== notice.merchantCode ||
    order.merchant_code !== ctx.config.merchantCode ||
    order.gateway !== gatewayName
  ) {
    throw new PlatformError(404, 'deposit_order_unknown');
  }
  const amount = toMinor(order.amount_minor);
  if (amount !== notice.amountMinor) throw new PlatformError(409, 'deposit_amount_mismatch');
  const fact = { memberId: order.member_id, orderId: order.id, amountMinor: String(amount) };

  if (notice.status === 'failed') {
    // A failure after the money arrived changes nothing: the gateway already said paid, and that was acted on.
    if (order.status === 'paid' || order.status === 'failed') return { orderId: order.id, status: order.status };
    const failed = await ctx.db.transaction().execute(async (trx) => {
      const at = new Date(ctx.now()).toISOString();
      if (!(await repo.moveOrder(trx, order.id, ['pending', 'expired'], 'failed', at, notice.gatewayRef))) return;
      return ctx.events.publish(trx, 'deposit.failed', fact, at);
    });
    await ctx.events.deliver(failed);
    return { orderId: order.id, status: (await repo.orderById(ctx.db, order.id))!.status };
  }

  // Paid after failed is a contradiction to look into, not money to move.
  if (order.status === 'failed') throw new PlatformError(409, 'deposit_order_closed');
  // Read before the transaction: the bonus's accounts are made on first use, outside any transaction.
  const bonusPlan = order.status === 'paid' ? null : await planDepositBonus(ctx, order.member_id, order.promotion_slug);
  const member = bonusPlan ? await memberById(ctx.db, order.member_id) : undefined;
  let arrived: number | undefined;
  await ctx.ledger.transfer({
    id: `deposit:${order.id}`,
    code: 'deposit',
    debitAccountId: await systemWallet(ctx, 'gateway'),
    creditAccountId: await ctx.ledger.memberAccount(order.member_id, order.currency, 'main'),
    amountMinor: amount,
    metadata: { orderId: order.id, gateway: gatewayName },
    // Only the first time the money moves. A late paid for an expired order still credits: the person paid.
    alsoInTransaction: async (trx, result) => {
      if (!(await repo.moveOrder(trx, order.id, ['pending', 'expired'], 'paid', result.createdAt, notice.gatewayRef))) {
        // A failure won the race: undo the transfer with the rest of this transaction.
        throw new PlatformError(409, 'deposit_order_closed');
      }
      // The chosen bonus moves with the deposit, in its transaction: once, exactly when the deposit's money does.
      if (bonusPlan && member)
        await grantWithin(ctx, trx, bonusPlan, member, { id: order.id, amountMinor: amount }, result.createdAt);
      // The fact for the others (the inbox, a VIP upgrade, an invitee's first deposit), once with the money.
      arrived = await ctx.events.publish(trx, 'deposit.arrived', fact, result.createdAt);
    },
  });
  // Handled before the gateway hears back, so the player sees it at once; what fails is the events job's to retry.
  await ctx.events.deliver(arrived);
  return { orderId: order.id, status: 'paid' };
}
