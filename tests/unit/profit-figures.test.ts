import { describe, expect, it } from 'vitest';
import { categoryFigures } from '../../platform/modules/profit/figures.ts';

describe('profit and loss figures', () => {
  it('net refunds out of bets, sum wins, and total every category', () => {
    const { categories, totals } = categoryFigures([
      { category: 'RNG', code: 'bet', total: -1000n },
      { category: 'RNG', code: 'refund', total: 200n },
      { category: 'RNG', code: 'win', total: 500n },
      { category: 'LIVE', code: 'bet', total: -300n },
      { category: null, code: 'win', total: 40n },
      { category: 'ZZZ', code: 'bet', total: -5n },
    ]);
    expect(categories).toEqual([
      { category: 'LIVE', figures: { bet: 300n, win: 0n, net: -300n } },
      { category: 'RNG', figures: { bet: 800n, win: 500n, net: -300n } },
      { category: 'ZZZ', figures: { bet: 5n, win: 0n, net: -5n } },
      { category: 'OTHER', figures: { bet: 0n, win: 40n, net: 40n } },
    ]);
    expect(totals).toEqual({ bet: 1105n, win: 540n, net: -565n });
  });

  it('has nothing to show for nothing played', () => {
    expect(categoryFigures([])).toEqual({ categories: [], totals: { bet: 0n, win: 0n, net: 0n } });
  });
});
