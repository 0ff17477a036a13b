/**
 * The bound on rewards paid on turnover (issue 30; docs/house-edge.md): per game, every rebate-like return on a
 * stake — cashback at the best rank's rate of its category (where the game earns cashback), points at their cash
 * value, the house's real-time salaries on turnover — must add up to less than the game's lowest house edge.
 * Otherwise a player who bets only that game has a positive expectation.
 *
 * Each module that pays such a return registers how to read its figure here (the module owning the rates stays the
 * only reader of its tables), and checks the bound with its proposed figure before it stores a rate.
 */
import type { PlatformContext } from '../../context.ts';
import { CATEGORIES, catalogueEdges } from '../games/index.ts';

export type ReturnSource = 'cashback' | 'points' | 'salary';
/** What a source returns at most on one stake of a category, in basis points of the stake. */
export type ReturnReader = (ctx: PlatformContext, category: string) => Promise<number>;

const SOURCES: readonly ReturnSource[] = ['cashback', 'points', 'salary'];
const readers = new Map<ReturnSource, ReturnReader>();

/** Called once by each module paying a return on turnover, when the platform loads its modules. */
export function registerReturn(source: ReturnSource, reader: ReturnReader): void {
  readers.set(source, reader);
}

export interface GameReturns {
  category: string;
  game: string;
  /** What this game's stakes earn: cashback only where the game earns it. */
  returns: Record<ReturnSource, number>;
  totalBp: number;
  edgeBp: number;
}

/**
 * Each catalogue game's returns against its house edge, with `proposed` in place of the stored figures, worst
 * (least room under the edge) first.
 */
export async function gameReturns(
  ctx: PlatformContext,
  proposed: Partial<Record<ReturnSource, ReturnReader>> = {},
): Promise<GameReturns[]> {
  const games = await catalogueEdges(ctx.db, ctx.config.merchantCode);
  const byCategory = new Map<string, Record<ReturnSource, number>>();
  for (const category of CATEGORIES) {
    const figures: Record<ReturnSource, number> = { cashback: 0, points: 0, salary: 0 };
    for (const source of SOURCES) {
      const reader = proposed[source] ?? readers.get(source);
      figures[source] = reader ? await reader(ctx, category) : 0;
    }
    byCategory.set(category, figures);
  }
  const answer: GameReturns[] = [];
  for (const g of games) {
    const figures = byCategory.get(g.category);
    if (!figures) continue;
    const returns = { ...figures, cashback: g.edge.cashback ? figures.cashback : 0 };
    answer.push({
      category: g.category,
      game: `${g.vassalage}/${g.code}`,
      returns,
      totalBp: returns.cashback + returns.points + returns.salary,
      edgeBp: g.edge.edgeBp,
    });
  }
  return answer.sort((a, b) => a.edgeBp - a.totalBp - (b.edgeBp - b.totalBp));
}

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/**
 * The operator's refusal when `proposed` would make some game's returns reach its edge; null when all stay below.
 * Only categories the change touches are judged, so an older excess elsewhere does not block every change.
 */
export async function boundRefusal(
  ctx: PlatformContext,
  proposed: Partial<Record<ReturnSource, ReturnReader>>,
  categories: readonly string[] = CATEGORIES,
): Promise<string | null> {
  for (const c of await gameReturns(ctx, proposed)) {
    if (!categories.includes(c.category) || c.totalBp < c.edgeBp) continue;
    return (
      `refused: on ${c.category} the returns would be ${percent(c.totalBp)} of stakes (cashback ` +
      `${percent(c.returns.cashback)} + points ${percent(c.returns.points)} + salary ${percent(c.returns.salary)}), ` +
      `not below the ${percent(c.edgeBp)} house edge of ${c.game} (docs/house-edge.md); nothing was changed`
    );
  }
  return null;
}
