/**
 * `cashback rates|rate|unrate|pay`: the operator's side of cashback. Rates are basis points of the settled stake
 * per game category from a VIP rank upwards; `pay` runs the period job now (what its timer does every five
 * minutes): finished days not yet paid pay each member's unclaimed cashback, once.
 */
import type { PlatformContext } from '../../context.ts';
import { CATEGORIES } from '../games/index.ts';
import { formatMinor } from '../../../contract/minor-units.ts';
import { boundRefusal } from '../reward-bound/index.ts';
import { bpToPercent, percentToBp, type RateRow } from './rates.ts';
import * as repo from './repository.ts';
import { runRebateJob } from './service.ts';
import { UsageError, type Command } from '../../operator-command.ts';

const USAGE =
  'cashback rates | cashback rate <CATEGORY> <from rank 0-99> <percent, e.g. 1.5> | cashback unrate <CATEGORY> <from rank> | cashback pay';

function categoryOf(text: string | undefined): string {
  const category = text?.toUpperCase();
  if (!category || !(CATEGORIES as readonly string[]).includes(category))
    throw new UsageError(`expected a game category (${CATEGORIES.join(', ')}), got ${text ?? 'nothing'}`);
  return category;
}

function rankOf(text: string | undefined): number {
  const rank = Number(text);
  if (!text || !Number.isInteger(rank) || rank < 0 || rank > 99)
    throw new UsageError(`expected a rank from 0 to 99, got ${text ?? 'nothing'}`);
  return rank;
}

/** The best rate any rank earns in a category: what the bound on rewards counts. */
export function highestRateBp(rates: readonly RateRow[], category: string): number {
  return Math.max(0, ...rates.filter((r) => r.category === category).map((r) => r.rateBp));
}

async function run(ctx: PlatformContext, [action, first, second, third]: string[]): Promise<string> {
  const merchant = ctx.config.merchantCode;
  switch (action) {
    case 'rates': {
      const rates = await repo.ratesOf(ctx.db, merchant);
      if (!rates.length) return 'no cashback rates: nothing accrues';
      return rates
        .map((r) => `${r.category.padEnd(8)} from rank ${String(r.minRank).padStart(2)}  ${bpToPercent(r.rateBp)}%`)
        .join('\n');
    }
    case 'rate': {
      const category = categoryOf(first);
      const minRank = rankOf(second);
      const rateBp = percentToBp(third ?? '');
      if (rateBp === null) throw new UsageError(`expected a percentage from 0 to 100, got ${third ?? 'nothing'}`);
      // The rates as they would be: this row set, every other row as stored.
      const stored = await repo.ratesOf(ctx.db, merchant);
      const after: RateRow[] = [
        ...stored.filter((r) => r.category !== category || r.minRank !== minRank),
        { category, minRank, rateBp },
      ];
      const refusal = await boundRefusal(ctx, { cashback: async (_ctx, c) => highestRateBp(after, c) }, [category]);
      if (refusal) throw new UsageError(refusal);
      await repo.setRate(ctx.db, merchant, { category, minRank, rateBp }, new Date(ctx.now()).toISOString());
      return `${category} from rank ${minRank}: ${bpToPercent(rateBp)}% of settled stakes; payments already made keep their rate`;
    }
    case 'unrate': {
      const category = categoryOf(first);
      const minRank = rankOf(second);
      if (!(await repo.removeRate(ctx.db, merchant, category, minRank)))
        throw new UsageError(`no ${category} rate from rank ${minRank}`);
      return `${category} from rank ${minRank} removed`;
    }
    case 'pay': {
      const report = await runRebateJob(ctx);
      const reversed = report.reversed ? `; cashback of ${report.reversed} refunded stake(s) taken back` : '';
      if (report.off) return `cashback is switched off (flag MANPLAYREB3): nothing paid${reversed}`;
      if (!report.days.length) return `no finished period waiting for its payment${reversed}`;
      return `paid ${report.payments} member(s) ${formatMinor(report.amountMinor)} for ${report.days.join(', ')}${reversed}`;
    }
    default:
      throw new UsageError(`unknown cashback action ${action ?? ''}`);
  }
}

export const REBATE_COMMANDS: Record<string, Command> = {
  cashback: { usage: USAGE, run },
};
