/** The VIP centre's answers: the public ladder with each level's benefits, and a member's state on it. */
import { startOfPlayerDay } from '../../../contract/player-day.ts';
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { categoryTitle, isCategory } from '../games/index.ts';
import { holdsSince } from '../ledger/index.ts';
import { rateFor, ratesOf } from '../rebates/index.ts';
import { monthBounds, nextRank, percentOf, playerMonth, rankAt, type Rank } from './ladder.ts';
import * as repo from './repository.ts';
import { upgradeIfReached } from './upgrade.ts';

const nameIn = (rank: Rank, language: MessageLanguage) => (language === 'bn' ? rank.nameBn : rank.nameEn);
const missing = (needed: bigint, done: bigint) => (done >= needed ? 0n : needed - done).toString();

export async function vipLadderView(ctx: PlatformContext, language: MessageLanguage) {
  const [ladder, rates, settings] = await Promise.all([
    repo.ladderOf(ctx.db, ctx.config.merchantCode),
    ratesOf(ctx.db, ctx.config.merchantCode),
    ctx.settings.get(),
  ]);
  const categories = [...new Set(rates.map((r) => r.category))];
  return {
    currencySymbol: settings.currencySymbol,
    ranks: ladder.map((rank) => ({
      level: rank.level,
      name: nameIn(rank, language),
      depositMinor: rank.depositMinor.toString(),
      turnoverMinor: rank.turnoverMinor.toString(),
      bonusMinor: rank.bonusMinor.toString(),
      withdrawDailyMinor: rank.withdrawDailyMinor.toString(),
      withdrawDailyCount: rank.withdrawDailyCount,
      // The cashback rates are the rebates module's own (rebate_rates by rank): the page shows what it pays.
      cashback: categories
        .map((category) => ({
          category,
          name: isCategory(category) ? categoryTitle(category, language) : category,
          rateBp: rateFor(rates, category, rank.level),
        }))
        .filter((c) => c.rateBp > 0),
    })),
  };
}

/** The member's state; first moves them up if this month already reached a higher level. */
export async function vipStateView(ctx: PlatformContext, memberId: number, language: MessageLanguage) {
  await upgradeIfReached(ctx, memberId);
  const member = await ctx.db
    .selectFrom('members')
    .select(['rank_level', 'club_label'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const level = Number(member.rank_level);
  const ladderView = await vipLadderView(ctx, language);
  const ladder = await repo.ladderOf(ctx.db, ctx.config.merchantCode);
  const month = playerMonth(ctx.now());
  const { fromIso, toIso } = monthBounds(month);
  const totals = await repo.totalsIn(ctx.db, ctx.config.merchantCode, memberId, fromIso, toIso);
  const next = nextRank(ladder, level);
  const rank = rankAt(ladder, level);
  const today = startOfPlayerDay(ctx.now()).toISOString();
  // Today's withdrawals are the holds they put on the main wallet (the ledger's read): each request one, a
  // rejected one's amount given back.
  const [used, upgrades] = await Promise.all([
    holdsSince(ctx.db, ctx.config.merchantCode, memberId, 'withdrawal', today),
    repo.upgradesOf(ctx.db, memberId),
  ]);
  return {
    ...ladderView,
    rankLevel: level,
    labelName: language === 'bn' && rank.level === level ? rank.nameBn : member.club_label,
    month,
    monthEndsAt: toIso,
    depositMinor: totals.depositMinor.toString(),
    turnoverMinor: totals.turnoverMinor.toString(),
    next: next && {
      level: next.level,
      name: nameIn(next, language),
      depositMissingMinor: missing(next.depositMinor, totals.depositMinor),
      turnoverMissingMinor: missing(next.turnoverMinor, totals.turnoverMinor),
      depositPercent: percentOf(totals.depositMinor, next.depositMinor),
      turnoverPercent: percentOf(totals.turnoverMinor, next.turnoverMinor),
    },
    upgrades: upgrades.map((u) => ({
      level: Number(u.level),
      bonusMinor: String(u.bonus_minor),
      createdAt: u.created_at,
    })),
    withdrawals: {
      dailyMinor: rank.withdrawDailyMinor.toString(),
      dailyCount: rank.withdrawDailyCount,
      usedMinor: used.amountMinor.toString(),
      usedCount: used.count,
    },
  };
}
