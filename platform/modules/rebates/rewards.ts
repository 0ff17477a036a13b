/**
 * The reward centre (rewardCenter): everything a member can collect in one place — the locked bonus and its
 * wagering (reviewed as the withdraw page does, so a met bonus is released here too), today's claimable cashback
 * (claimed with the same call as the cashback page), completed missions not claimed yet (claimed with the
 * missions' call), and what was received, read from the ledger.
 */
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import type { MemberRow } from '../identity/index.ts';
import { reviewLockedBonus, bonusAnswer } from '../promotions/index.ts';
import { REWARD_KINDS } from '../../../contract/calls/rebates.ts';
import * as repo from './repository.ts';
import { claimableMissions } from '../missions/index.ts';
import { cashbackOn, claimableToday } from './service.ts';
import { claimablePrizes } from '../raffles/index.ts';

const HISTORY_SIZE = 30;

type RewardKind = (typeof REWARD_KINDS)[number];
const isRewardKind = (code: string): code is RewardKind => (REWARD_KINDS as readonly string[]).includes(code);

function detailOf(code: string, metadata: string): string | null {
  try {
    const meta = JSON.parse(metadata) as Record<string, unknown>;
    const value = code === 'rebate' ? meta.day : code === 'mission_reward' ? meta.period : meta.promotion;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export async function rewardCentre(ctx: PlatformContext, member: MemberRow, language: MessageLanguage) {
  const settings = await ctx.settings.get();
  // Locked, or released by this very review (shown once, as the withdraw page does).
  const bonus = await reviewLockedBonus(ctx, member);
  const cashback = (await cashbackOn(ctx)) ? await claimableToday(ctx, member, language) : null;
  const missions = await claimableMissions(ctx, member, language);
  const received = await repo.rewardTransfers(ctx.db, ctx.config.merchantCode, member.id, HISTORY_SIZE);
  return {
    currencySymbol: settings.currencySymbol,
    bonuses: bonus ? [{ ...bonusAnswer(bonus)!, slug: bonus.slug }] : [],
    cashback: cashback
      ? { totalMinor: cashback.totalMinor, since: cashback.since, categories: cashback.categories }
      : null,
    missions,
    history: received
      .filter((r) => isRewardKind(r.code))
      .map((r) => ({
        kind: r.code as RewardKind,
        amountMinor: r.amountMinor.toString(),
        createdAt: r.createdAt,
        detail: detailOf(r.code, r.metadata),
      })),
    rafflePrizes: await claimablePrizes(ctx, member),
  };
}
