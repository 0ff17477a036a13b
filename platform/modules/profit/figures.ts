/**
 * Turns summed postings into the report's figures (pure, unit-tested). Postings are signed from the player's
 * side: a stake is negative, a win or a refund positive. Bets are the stakes less their refunds, so a rolled-back
 * bet counts as never played; net = wins − bets, which is exactly the sum of the game postings.
 */
import { CATEGORIES } from '../games/index.ts';

export interface CodeSum {
  category: string | null;
  code: string;
  total: bigint;
}

export interface Figures {
  bet: bigint;
  win: bigint;
  net: bigint;
}

/** The category of a vendor missing from the catalogue (removed since it was played). */
export const OTHER_CATEGORY = 'OTHER';

const zero = (): Figures => ({ bet: 0n, win: 0n, net: 0n });

function add(figures: Figures, code: string, total: bigint): void {
  if (code === 'bet' || code === 'refund') figures.bet -= total;
  else if (code === 'win') figures.win += total;
  else return;
  figures.net += total;
}

/** Navigation order first (games/categories.ts), then any other category by name, OTHER last. */
function rank(category: string): [number, string] {
  const known = (CATEGORIES as readonly string[]).indexOf(category);
  if (known >= 0) return [known, ''];
  return [category === OTHER_CATEGORY ? CATEGORIES.length + 1 : CATEGORIES.length, category];
}

export function categoryFigures(sums: readonly CodeSum[]): {
  categories: { category: string; figures: Figures }[];
  totals: Figures;
} {
  const byCategory = new Map<string, Figures>();
  const totals = zero();
  for (const sum of sums) {
    const category = sum.category ?? OTHER_CATEGORY;
    const figures = byCategory.get(category) ?? zero();
    byCategory.set(category, figures);
    add(figures, sum.code, sum.total);
    add(totals, sum.code, sum.total);
  }
  const categories = [...byCategory]
    .map(([category, figures]) => ({ category, figures }))
    .sort((x, y) => {
      const [a, an] = rank(x.category);
      const [b, bn] = rank(y.category);
      return a - b || an.localeCompare(bn);
    });
  return { categories, totals };
}
