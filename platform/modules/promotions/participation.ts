/**
 * A member's participation in a promotion as the spec's activity statuses (spec 4): join, applying, rejected,
 * joined, process (a bonus whose wagering runs), claimed (released), closed, coming_soon; and the join button
 * or the application that moves them.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../identity/index.ts';
import { formatMinor } from '../../../contract/minor-units.ts';
import { latestBonusView, reviewLockedBonus, type BonusView } from './bonuses.ts';
import { eligibilityRefusal } from './eligibility.ts';
import * as repo from './repository.ts';
import { promotionOf, runningState, type Promotion } from './rules.ts';

export type ActivityStatus =
  | 'join'
  | 'applying'
  | 'rejected'
  | 'joined'
  | 'process'
  | 'claimed'
  | 'closed'
  | 'coming_soon';

async function promotionNamed(ctx: PlatformContext, slug: string): Promise<Promotion> {
  const row = await repo.promotionBySlug(ctx.db, ctx.config.merchantCode, slug);
  if (!row) throw new PlatformError(404, 'promotion_unknown');
  return promotionOf(row);
}

export function bonusAnswer(bonus: BonusView | null) {
  if (!bonus) return null;
  return {
    state: bonus.state,
    amount: formatMinor(bonus.amountMinor),
    amountMinor: bonus.amountMinor.toString(),
    requiredMinor: bonus.wagering.requiredMinor.toString(),
    doneMinor: bonus.wagering.doneMinor.toString(),
    percent: bonus.wagering.percent,
  };
}

/** What the promotion page shows a member. */
export async function promotionStatus(ctx: PlatformContext, member: MemberRow, slug: string) {
  const promotion = await promotionNamed(ctx, slug);
  // A bonus that has just met its wagering shows as claimed, not as still in process.
  if ((await repo.lockedBonusOf(ctx.db, ctx.config.merchantCode, member.id))?.slug === slug)
    await reviewLockedBonus(ctx, member);
  const bonus = await latestBonusView(ctx, member.id, slug);
  const entry = await repo.entryOf(ctx.db, ctx.config.merchantCode, slug, member.id);
  const running = runningState(promotion, ctx.now());
  let status: ActivityStatus;
  if (bonus?.state === 'locked') status = 'process';
  else if (bonus?.state === 'released') status = 'claimed';
  else if (bonus) status = 'closed';
  else if (running !== 'open') status = running;
  else if (entry) status = entry.status;
  else
    status =
      promotion.joinMode === 'deposit' &&
      (await eligibilityRefusal(ctx.db, ctx.config.merchantCode, promotion, member, ctx.now()))
        ? 'closed'
        : 'join';
  return { slug, joinMode: promotion.joinMode, status, bonus: bonusAnswer(bonus) };
}

/** The join button (joined at once) or the application (waits for the operator). Repeating it changes nothing. */
export async function joinPromotion(ctx: PlatformContext, member: MemberRow, slug: string) {
  const promotion = await promotionNamed(ctx, slug);
  if (promotion.joinMode === 'deposit') throw new PlatformError(400, 'promotion_no_join');
  if (runningState(promotion, ctx.now()) !== 'open') throw new PlatformError(400, 'promotion_closed');
  const at = new Date(ctx.now()).toISOString();
  await repo.insertEntry(
    ctx.db,
    ctx.config.merchantCode,
    slug,
    member.id,
    promotion.joinMode === 'apply' ? 'applying' : 'joined',
    at,
  );
  return promotionStatus(ctx, member, slug);
}

/** The bonuses the deposit form offers now: eligible promotions, whatever the amount (the minimum is shown). */
export async function depositOffers(ctx: PlatformContext, member: MemberRow) {
  const offers = [];
  for (const row of await repo.allPromotions(ctx.db, ctx.config.merchantCode)) {
    const promotion = promotionOf(row);
    if (await eligibilityRefusal(ctx.db, ctx.config.merchantCode, promotion, member, ctx.now())) continue;
    offers.push({
      slug: promotion.slug,
      bonusKind: promotion.bonusKind,
      percent: promotion.bonusPercent,
      capMinor: promotion.bonusCapMinor.toString(),
      minDepositMinor: promotion.minDepositMinor.toString(),
      wageringMultiple: promotion.wageringMultiple,
      wageringBase: promotion.wageringBase,
    });
  }
  return { offers };
}

/** Checked when a deposit order is opened with a bonus chosen: refused in the player's language, nothing written. */
export async function assertDepositBonus(
  ctx: PlatformContext,
  member: MemberRow,
  slug: string,
  amountMinor: bigint,
  currencySymbol: string,
): Promise<void> {
  const promotion = await promotionNamed(ctx, slug);
  const refusal = await eligibilityRefusal(ctx.db, ctx.config.merchantCode, promotion, member, ctx.now());
  if (refusal) throw new PlatformError(400, refusal);
  if (amountMinor < promotion.minDepositMinor) {
    throw new PlatformError(400, 'promotion_min_deposit', undefined, {
      min: `${currencySymbol}${formatMinor(promotion.minDepositMinor)}`,
    });
  }
}

/** The locked bonus and its wagering, for the withdraw page (reviewed: a met bonus is released here). */
export async function bonusWagering(ctx: PlatformContext, member: MemberRow) {
  const bonus = await reviewLockedBonus(ctx, member);
  return { bonus: bonusAnswer(bonus) };
}
