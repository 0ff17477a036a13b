/** Personal profit and loss (personalProfit): a period's figures per game category, bonuses and rebates, from the ledger. */
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { categoryTitle, isCategory } from '../games/index.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { gameSums, rewardSums } from '../ledger/index.ts';
import { categoryFigures, type Figures } from './figures.ts';
import { profitPeriod } from './period.ts';

const OTHER_TITLE: Record<MessageLanguage, string> = { en: 'Other games', bn: 'অন্যান্য গেম' };

// Sums come back as numbers (SQLite), bigints or numeric text (PostgreSQL): through text to stay exact.
const minor = (value: unknown): bigint => toMinor(String(value ?? 0));

const asText = (f: Figures) => ({ betMinor: f.bet.toString(), winMinor: f.win.toString(), netMinor: f.net.toString() });

export async function profitReport(
  ctx: PlatformContext,
  memberId: number,
  range: { from: string; to: string },
  language: MessageLanguage,
) {
  const settings = await ctx.settings.get();
  const { fromIso, toIso } = profitPeriod(range.from, range.to, ctx.now());
  const query = { merchantCode: settings.code, memberId, fromIso, toIso };
  const [games, rewards] = await Promise.all([gameSums(ctx.db, query), rewardSums(ctx.db, query)]);
  const { categories, totals } = categoryFigures(
    games.map((g) => ({ category: g.category, code: g.code, total: minor(g.total) })),
  );
  const reward = (codes: string[]) =>
    rewards.filter((r) => codes.includes(r.code)).reduce((sum, r) => sum + minor(r.total), 0n);
  return {
    currencySymbol: settings.currencySymbol,
    from: range.from,
    to: range.to,
    categories: categories.map(({ category, figures }) => ({
      category,
      title: isCategory(category) ? categoryTitle(category, language) : OTHER_TITLE[language],
      ...asText(figures),
    })),
    totals: asText(totals),
    bonusMinor: reward([
      'bonus',
      'bonus_release',
      'vip_bonus',
      'raffle_prize',
      'mission_reward',
      'referral_reward',
    ]).toString(),
    rebateMinor: reward(['rebate', 'rebate_reversal']).toString(),
  };
}
