/**
 * A bonus's life in the ledger: granted to the member's locked-bonus account when the deposit that earned it is
 * paid, released to the main wallet once its wagering is met, forfeited back to the bonus pool by a withdrawal
 * before that, or cancelled by the operator. Each movement is one ledger transfer whose id names the bonus, so
 * however often (or however concurrently) it is attempted it moves the money once; the bonus row's state moves
 * in the same transaction, and only from 'locked'.
 */
import type { Selectable, Transaction } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberRow } from '../identity/index.ts';
import { PlatformError } from '../../http/envelope.ts';
import { InsufficientFundsError } from '../ledger/index.ts';
import { systemWallet } from '../wallet/index.ts';
import { eligibilityRefusal } from './eligibility.ts';
import * as repo from './repository.ts';
import { promotionOf, type Promotion } from './rules.ts';
import type { MemberBonusesTable } from './tables.ts';
import {
  bonusFor,
  parseWeights,
  requiredWagering,
  wageringProgress,
  weightedStake,
  type CategoryWeights,
  type WageringProgress,
} from './wagering.ts';

type BonusRow = Selectable<MemberBonusesTable>;

/** Raised inside a movement's transaction when the bonus is no longer locked: the movement rolls back. */
class BonusClosedError extends Error {
  constructor(id: number) {
    super(`bonus ${id} is no longer locked`);
    this.name = 'BonusClosedError';
  }
}

/** The member's locked-bonus account and the merchant's bonus pool. */
export async function bonusAccounts(
  ctx: PlatformContext,
  memberId: number,
): Promise<{ lockedId: number; poolId: number; mainId: number }> {
  const settings = await ctx.settings.get();
  const [lockedId, poolId, mainId] = await Promise.all([
    ctx.ledger.memberAccount(memberId, settings.currency, 'bonus'),
    systemWallet(ctx, 'bonus'),
    ctx.ledger.memberAccount(memberId, settings.currency, 'main'),
  ]);
  return { lockedId, poolId, mainId };
}

export interface DepositBonusPlan {
  promotion: Promotion;
  lockedId: number;
  poolId: number;
}

/** Everything a grant needs that cannot be read inside the deposit's transaction (accounts are made on first use). */
export async function planDepositBonus(
  ctx: PlatformContext,
  memberId: number,
  slug: string | null,
): Promise<DepositBonusPlan | null> {
  if (!slug) return null;
  const row = await repo.promotionBySlug(ctx.db, ctx.config.merchantCode, slug);
  if (!row) return null;
  const { lockedId, poolId } = await bonusAccounts(ctx, memberId);
  return { promotion: promotionOf(row), lockedId, poolId };
}

/**
 * Inside the paid deposit's transaction (it runs only the first time the deposit's money moves): grants the
 * chosen bonus if the member is still eligible. A member who is not (another deposit was paid first) gets the
 * deposit without a bonus; the deposit itself is never refused for it.
 */
export async function grantWithin(
  ctx: PlatformContext,
  trx: Transaction<Database>,
  plan: DepositBonusPlan,
  member: MemberRow,
  order: { id: string; amountMinor: bigint },
  at: string,
): Promise<void> {
  const { promotion } = plan;
  if (order.amountMinor < promotion.minDepositMinor) return;
  if (await eligibilityRefusal(trx, ctx.config.merchantCode, promotion, member, Date.parse(at), order.id)) return;
  const bonus = bonusFor(promotion, order.amountMinor);
  if (bonus <= 0n) return;
  const transferId = `bonus-grant:deposit:${order.id}`;
  await ctx.ledger.transferWithin(trx, {
    id: transferId,
    code: 'bonus_grant',
    debitAccountId: plan.poolId,
    creditAccountId: plan.lockedId,
    amountMinor: bonus,
    metadata: { promotion: promotion.slug, orderId: order.id },
  });
  await repo.insertBonus(trx, {
    merchant_code: ctx.config.merchantCode,
    member_id: member.id,
    slug: promotion.slug,
    source: `deposit:${order.id}`,
    grant_transfer_id: transferId,
    required_minor: requiredWagering(promotion, order.amountMinor, bonus),
    category_weights: promotion.weightsJson,
    state: 'locked',
    created_at: at,
    closed_at: null,
  });
}

export interface BonusView {
  id: number;
  slug: string;
  state: BonusRow['state'];
  amountMinor: bigint;
  wagering: WageringProgress;
}

async function viewOf(ctx: PlatformContext, bonus: BonusRow): Promise<BonusView> {
  const amount = (await repo.transferAmount(ctx.db, bonus.grant_transfer_id)) ?? 0n;
  const required = BigInt(bonus.required_minor);
  const counted =
    bonus.state === 'locked'
      ? weightedStake(
          await repo.stakesByCategory(ctx.db, ctx.config.merchantCode, bonus.member_id, bonus.created_at),
          parseWeights(bonus.category_weights),
        )
      : bonus.state === 'released'
        ? required
        : 0n;
  return {
    id: Number(bonus.id),
    slug: bonus.slug,
    state: bonus.state,
    amountMinor: amount,
    wagering: wageringProgress(required, counted),
  };
}

/**
 * The member's locked bonus, released first if its wagering is now met (any number of parallel reviews release
 * it once: the release's transfer id is the bonus's). Null when there is none.
 */
export async function reviewLockedBonus(ctx: PlatformContext, member: MemberRow): Promise<BonusView | null> {
  const bonus = await repo.lockedBonusOf(ctx.db, ctx.config.merchantCode, member.id);
  if (!bonus) return null;
  const view = await viewOf(ctx, bonus);
  if (!view.wagering.met) return view;
  const { lockedId, mainId } = await bonusAccounts(ctx, member.id);
  try {
    await ctx.ledger.transfer({
      id: `bonus-release:${view.id}`,
      code: 'bonus_release',
      debitAccountId: lockedId,
      creditAccountId: mainId,
      amountMinor: view.amountMinor,
      metadata: { bonusId: view.id, promotion: view.slug },
      alsoInTransaction: async (trx, result) => {
        if (!(await repo.closeBonus(trx, view.id, 'released', result.createdAt))) throw new BonusClosedError(view.id);
      },
    });
  } catch (error) {
    // A withdrawal or the operator closed it first: its money has already gone where they sent it.
    if (!(error instanceof BonusClosedError || error instanceof InsufficientFundsError)) throw error;
  }
  return viewOf(ctx, (await repo.bonusById(ctx.db, ctx.config.merchantCode, view.id))!);
}

/** What a withdrawal would forfeit: the locked bonus after a review (a met one is released, not forfeited). */
export async function forfeitPlan(
  ctx: PlatformContext,
  member: MemberRow,
): Promise<{ bonus: BonusView; lockedId: number; poolId: number } | null> {
  const bonus = await reviewLockedBonus(ctx, member);
  if (bonus?.state !== 'locked') return null;
  const { lockedId, poolId } = await bonusAccounts(ctx, member.id);
  return { bonus, lockedId, poolId };
}

/** Inside a withdrawal's hold transaction: the locked bonus goes back to the pool, with the withdrawal or not at all. */
export async function forfeitWithin(
  ctx: PlatformContext,
  trx: Transaction<Database>,
  plan: NonNullable<Awaited<ReturnType<typeof forfeitPlan>>>,
  reason: string,
  at: string,
): Promise<void> {
  await ctx.ledger.transferWithin(trx, {
    id: `bonus-forfeit:${plan.bonus.id}`,
    code: 'bonus_forfeit',
    debitAccountId: plan.lockedId,
    creditAccountId: plan.poolId,
    amountMinor: plan.bonus.amountMinor,
    metadata: { bonusId: plan.bonus.id, reason },
  });
  if (!(await repo.closeBonus(trx, plan.bonus.id, 'forfeited', at))) throw new BonusClosedError(plan.bonus.id);
}

/** The operator's cancel: a locked bonus goes back to the pool. False when it was not locked. */
export async function cancelBonus(ctx: PlatformContext, bonusId: number): Promise<boolean> {
  const bonus = await repo.bonusById(ctx.db, ctx.config.merchantCode, bonusId);
  if (bonus?.state !== 'locked') return false;
  const amount = (await repo.transferAmount(ctx.db, bonus.grant_transfer_id)) ?? 0n;
  const { lockedId, poolId } = await bonusAccounts(ctx, bonus.member_id);
  try {
    await ctx.ledger.transfer({
      id: `bonus-cancel:${bonusId}`,
      code: 'bonus_forfeit',
      debitAccountId: lockedId,
      creditAccountId: poolId,
      amountMinor: amount,
      metadata: { bonusId, reason: 'operator' },
      alsoInTransaction: async (trx, result) => {
        if (!(await repo.closeBonus(trx, bonusId, 'cancelled', result.createdAt))) throw new BonusClosedError(bonusId);
      },
    });
  } catch (error) {
    if (error instanceof BonusClosedError || error instanceof InsufficientFundsError) return false;
    throw error;
  }
  return true;
}

/** The latest bonus of a promotion for a member, as shown on the promotion page (no review: reading only). */
export async function latestBonusView(ctx: PlatformContext, memberId: number, slug: string): Promise<BonusView | null> {
  const bonus = await repo.latestBonusFor(ctx.db, ctx.config.merchantCode, memberId, slug);
  return bonus ? viewOf(ctx, bonus) : null;
}

/** The slug of a bonus bought in the point mall (not a promotion: there is no promotion row of that name). */
export const POINT_MALL_BONUS = 'point-mall';

export interface PointMallBonusGrant {
  /** What bought it ('point-mall:<request id>'): unique, so one redeem never locks two bonuses. */
  source: string;
  transferId: string;
  amountMinor: bigint;
  wageringMultiple: number;
  /** Category -> percent of a settled stake that counts towards the wagering. */
  weights: CategoryWeights;
  /** The points pool pays it (points buy money from there, as a convert or a cash voucher does). */
  poolId: number;
  lockedId: number;
  metadata: Record<string, string | number>;
}

/**
 * First thing in a mall redeem's transaction: a member has one locked bonus at a time (the withdraw page, the
 * reward centre and a withdrawal's forfeit all deal with that one). On PostgreSQL the member's row is locked so
 * two redeems (or a redeem and a withdrawal) run one after the other and the second sees the first's bonus.
 */
export async function refuseWhileBonusLockedWithin(
  ctx: PlatformContext,
  trx: Transaction<Database>,
  memberId: number,
): Promise<void> {
  if (ctx.dialect === 'postgres')
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
  if (await repo.lockedBonusOf(trx, ctx.config.merchantCode, memberId))
    throw new PlatformError(409, 'mall_bonus_active');
}

/** Inside the mall redeem's transaction: the bonus goes to the locked-bonus account and is reviewed like any other. */
export async function grantPointMallBonusWithin(
  ctx: PlatformContext,
  trx: Transaction<Database>,
  memberId: number,
  grant: PointMallBonusGrant,
  at: string,
): Promise<void> {
  await ctx.ledger.transferWithin(trx, {
    id: grant.transferId,
    code: 'points_bonus',
    debitAccountId: grant.poolId,
    creditAccountId: grant.lockedId,
    amountMinor: grant.amountMinor,
    metadata: { ...grant.metadata, promotion: POINT_MALL_BONUS },
  });
  await repo.insertBonus(trx, {
    merchant_code: ctx.config.merchantCode,
    member_id: memberId,
    slug: POINT_MALL_BONUS,
    source: grant.source,
    grant_transfer_id: grant.transferId,
    required_minor: grant.amountMinor * BigInt(grant.wageringMultiple),
    category_weights: JSON.stringify(grant.weights),
    state: 'locked',
    created_at: at,
    closed_at: null,
  });
}
