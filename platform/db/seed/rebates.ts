/**
 * The demo merchant's cashback rates, in basis points of the settled stake (150 = 1.5 %), by category and from a
 * VIP rank (members.rank_level) upwards. Slots pay the 1.5 % the "Slots cashback" promotion promises, more from
 * rank 3 (rank 5's 2.5 % plus the 1.2 % of points stays under the slot's 3.96 % edge: docs/house-edge.md); sports
 * and lotteries pay less, as the market's sites do. Live tables (baccarat) earn no cashback, only points.
 */
import type { Insertable } from 'kysely';
import type { RebateRatesTable } from '../../modules/rebates/tables.ts';

const RATES: readonly (readonly [category: string, minRank: number, rateBp: number])[] = [
  ['RNG', 0, 150],
  ['RNG', 3, 200],
  ['RNG', 5, 250],
  ['FISH', 0, 100],
  ['FISH', 5, 150],
  ['PVP', 0, 80],
  ['SPORTS', 0, 50],
  ['ESPORTS', 0, 50],
  ['LOTT', 0, 30],
  ['ELOTT', 0, 30],
];

export function demoRebateRates(merchantCode: string, at: string): Insertable<RebateRatesTable>[] {
  return RATES.map(([category, min_rank, rate_bp]) => ({
    merchant_code: merchantCode,
    category,
    min_rank,
    rate_bp,
    updated_at: at,
  }));
}
