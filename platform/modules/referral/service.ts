/**
 * Invite friends (issue 17; docs/decisions.md "Invite friends"). A member's code is made on first use; a friend
 * who registers with it (the form's referralCode, or the link's ?ref=) becomes the member's invitee, held for an
 * operator when registering from the network of an address the referrer used (its /24 or /64), or when the two
 * share a payee account by the time the reward is due. The reward is paid ONCE, when the invitee's
 * first paid deposit reaches the merchant's minimum: the ledger transfer `referral:<invitee>` (code
 * referral_reward), whose transaction also moves the relation to rewarded; parallel settlements name the same
 * transfer, so one moves the money and the others get its answer.
 */
import { randomInt } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import type { EventWrite } from '../../events/bus.ts';
import type { EventPayload } from '../../events/catalogue.ts';
import { PlatformError } from '../../http/envelope.ts';
import { IdempotencyConflictError } from '../ledger/index.ts';
import { systemWallet } from '../wallet/index.ts';
import * as repo from './repository.ts';
import { newReferralCode, normalisedCode, rewardDue, sameAddress, sharePayee } from './rules.ts';
import { payeeKeysOf } from '../withdrawals/index.ts';

/** Invite friends is the merchant's switch REFERRAL3 (spec 2, 6): off, no page, no new relation, no reward. */
export async function referralOn(ctx: PlatformContext): Promise<boolean> {
  return (await ctx.settings.get()).flags.REFERRAL3 === true;
}

export async function requireReferral(ctx: PlatformContext): Promise<void> {
  if (!(await referralOn(ctx))) throw new PlatformError(404, 'feature_off');
}

const CODE_ATTEMPTS = 5;

/** The member's code, made on first use; twins asking at once both get the one that was stored. */
export async function ensureCode(ctx: PlatformContext, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const known = await repo.codeOf(ctx.db, memberId);
    if (known) return known;
    const at = new Date(ctx.now()).toISOString();
    const code = newReferralCode((size) => randomInt(size));
    if (await repo.insertCode(ctx.db, ctx.config.merchantCode, memberId, code, at)) return code;
  }
  throw new Error(`no free referral code for member ${memberId} after ${CODE_ATTEMPTS} attempts`);
}

/**
 * On "member registered" from the public form: records who invited the new member, if the code is a member's,
 * written with the delivery of that fact (once). A code that is no member's records nothing (the form's field is
 * free text kept on the member, as before this feature).
 */
export async function recordReferral(
  ctx: PlatformContext,
  registered: EventPayload<'member.registered'>,
  at: string,
): Promise<EventWrite | undefined> {
  const { memberId: inviteeId, ip } = registered;
  const code = normalisedCode(registered.referralCode ?? undefined);
  if (registered.via !== 'form' || !code || !(await referralOn(ctx))) return undefined;
  const referrer = await repo.ownerOfCode(ctx.db, ctx.config.merchantCode, code);
  if (!referrer || referrer.trial === 1 || referrer.id === inviteeId) return undefined;
  const addresses = [referrer.register_ip, ...(await repo.sessionAddresses(ctx.db, referrer.id))];
  const status = sameAddress(ip, addresses) ? 'held' : 'registered';
  return (trx) =>
    repo.insertReferral(trx, { merchant: ctx.config.merchantCode, inviteeId, referrerId: referrer.id, status, ip, at });
}

/**
 * On "deposit arrived": the invitee's first paid deposit is the first such fact handled for the member (a later one
 * finds it recorded), then the referrer's reward if that made it due. Both are idempotent, so a repeated delivery
 * changes nothing.
 */
export async function noteDeposit(ctx: PlatformContext, deposit: EventPayload<'deposit.arrived'>): Promise<void> {
  const { memberId, orderId, amountMinor } = deposit;
  await ctx.db.transaction().execute((trx) => repo.markFirstDeposit(trx, memberId, orderId, BigInt(amountMinor)));
  await payRewardIfDue(ctx, memberId);
}

/** Raised inside the reward's transaction when the relation was held, rejected or paid meanwhile: it rolls back. */
class NotDueError extends Error {}

/**
 * Pays the referrer for this invitee if it is due: after every paid deposit (a replayed notification too) and
 * after an operator's release. Answers whether the reward is paid (by this call or a twin with the same id).
 */
export async function payRewardIfDue(ctx: PlatformContext, inviteeId: number): Promise<boolean> {
  const relation = await repo.referralOf(ctx.db, inviteeId);
  if (!relation || relation.merchant_code !== ctx.config.merchantCode) return false;
  const settings = await repo.settingsOf(ctx.db, ctx.config.merchantCode);
  const firstDepositMinor = relation.first_deposit_minor === null ? null : BigInt(relation.first_deposit_minor);
  if (!rewardDue({ status: relation.status, firstDepositMinor, minDepositMinor: settings.minDepositMinor }))
    return false;
  // A payee account both added is the same person on both sides: held for the operator, unless the operator has
  // already decided on this relation (a release pays).
  if (relation.decided_at === null) {
    const [invitee, referrer] = await Promise.all([
      payeeKeysOf(ctx.db, inviteeId),
      payeeKeysOf(ctx.db, relation.referrer_id),
    ]);
    if (sharePayee(invitee, referrer)) {
      await repo.holdForOperator(ctx.db, inviteeId);
      return false;
    }
  }
  const merchant = await ctx.settings.get();
  const [poolId, mainId] = await Promise.all([
    systemWallet(ctx, 'referral'),
    ctx.ledger.memberAccount(relation.referrer_id, merchant.currency, 'main'),
  ]);
  try {
    await ctx.ledger.transfer({
      id: `referral:${inviteeId}`,
      code: 'referral_reward',
      debitAccountId: poolId,
      creditAccountId: mainId,
      amountMinor: settings.rewardMinor,
      metadata: { invitee: inviteeId, order: relation.first_deposit_order },
      alsoInTransaction: async (trx, moved) => {
        if (!(await repo.moveStatus(trx, inviteeId, ['registered', 'deposited'], 'rewarded', moved.createdAt)))
          throw new NotDueError();
      },
    });
    return true;
  } catch (error) {
    // A twin paid first (same id, maybe at a reward the merchant changed since), or the operator decided meanwhile.
    if (error instanceof NotDueError || error instanceof IdempotencyConflictError) return false;
    throw error;
  }
}
