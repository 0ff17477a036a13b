/**
 * The member's inbox hears of other modules' facts (spec 4 notifications): each becomes one message, written in
 * the transaction that marks its delivery done, so a fact delivered twice still leaves one message. Amounts are
 * written as the merchant shows them at that moment ("৳1000.00"), as they were when the owner wrote them itself.
 */
import { formatMinor } from '../../../contract/minor-units.ts';
import type { PlatformContext } from '../../context.ts';
import type { EventWrite } from '../../events/bus.ts';
import type { PublishedEvent } from '../../events/catalogue.ts';
import type { Subscriptions } from '../../module.ts';
import { addMessage } from './repository.ts';
import type { MessageKind } from './texts.ts';

async function money(ctx: PlatformContext, amountMinor: string): Promise<string> {
  return `${(await ctx.settings.get()).currencySymbol}${formatMinor(BigInt(amountMinor))}`;
}

function message(
  event: PublishedEvent<keyof InboxFacts>,
  kind: MessageKind,
  params: Record<string, string>,
): EventWrite {
  return (trx) => addMessage(trx, event.payload.memberId, kind, params, event.at);
}

type InboxFacts = Pick<
  Required<Subscriptions>,
  | 'deposit.arrived'
  | 'deposit.failed'
  | 'withdrawal.approved'
  | 'withdrawal.rejected'
  | 'transfer.received'
  | 'feedback.answered'
>;

export const INBOX: InboxFacts = {
  'deposit.arrived': async (ctx, event) =>
    message(event, 'deposit_arrived', {
      amount: await money(ctx, event.payload.amountMinor),
      order: event.payload.orderId,
    }),
  'deposit.failed': async (ctx, event) =>
    message(event, 'deposit_failed', {
      amount: await money(ctx, event.payload.amountMinor),
      order: event.payload.orderId,
    }),
  'withdrawal.approved': async (ctx, event) =>
    message(event, 'withdrawal_approved', {
      amount: await money(ctx, event.payload.amountMinor),
      order: String(event.payload.withdrawalId),
    }),
  'withdrawal.rejected': async (ctx, event) =>
    message(event, 'withdrawal_rejected', {
      amount: await money(ctx, event.payload.amountMinor),
      reason: event.payload.reason,
      order: String(event.payload.withdrawalId),
    }),
  'transfer.received': async (ctx, event) =>
    message(event, 'transfer_received', {
      from: event.payload.fromUsername,
      amount: await money(ctx, event.payload.amountMinor),
    }),
  'feedback.answered': async (_ctx, event) =>
    message(event, 'feedback_answered', { feedback: String(event.payload.feedbackId), reply: event.payload.reply }),
};
