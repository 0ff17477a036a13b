/**
 * Whether a member may have a promotion's bonus now: the period and switch, new-member and deposit-count rules,
 * how it is joined, and one locked bonus at a time. Read with the caller's db or transaction, so the grant at
 * payment checks again inside the deposit's own transaction (a second deposit may have been paid meanwhile).
 */
import type { Kysely, Transaction } from 'kysely';
import { startOfPlayerDay } from '../../../contract/player-day.ts';
import type { Database } from '../../db/schema.ts';
import type { PromotionMessageKey } from './refusal-texts.ts';
import type { MemberRow } from '../identity/index.ts';
import * as repo from './repository.ts';
import { runningState, type Promotion } from './rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;

export async function eligibilityRefusal(
  db: Db,
  merchantCode: string,
  promotion: Promotion,
  member: MemberRow,
  now: number,
  exceptOrderId: string | null = null,
): Promise<PromotionMessageKey | null> {
  if (runningState(promotion, now) !== 'open') return 'promotion_closed';
  if (member.trial === 1) return 'promotion_not_eligible';
  if (promotion.newMemberDays !== null && Date.parse(member.created_at) < now - promotion.newMemberDays * DAY_MS)
    return 'promotion_not_eligible';
  if (
    promotion.joinMode !== 'deposit' &&
    (await repo.entryOf(db, merchantCode, promotion.slug, member.id))?.status !== 'joined'
  )
    return 'promotion_not_eligible';
  if (await repo.lockedBonusOf(db, merchantCode, member.id)) return 'promotion_bonus_active';
  const dayStart = startOfPlayerDay(now).toISOString();
  const earlier = await repo.latestBonusFor(db, merchantCode, member.id, promotion.slug);
  // One bonus per promotion and member; a daily promotion's one per player's day.
  if (earlier && (promotion.eligibility !== 'daily_first' || earlier.created_at >= dayStart))
    return 'promotion_not_eligible';
  if (
    promotion.eligibility === 'first_deposit' &&
    (await repo.paidDepositCount(db, member.id, exceptOrderId, null)) > 0
  )
    return 'promotion_not_eligible';
  if (
    promotion.eligibility === 'daily_first' &&
    (await repo.paidDepositCount(db, member.id, exceptOrderId, dayStart)) > 0
  )
    return 'promotion_not_eligible';
  return null;
}
