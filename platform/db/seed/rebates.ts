/**
 * The demo merchant's cashback rates, in basis points of the settled stake (150 = 1.5 %), by category and from a
 * VIP rank (members.rank_level) upwards. Slots pay the 1.5 % the "Slots cashback" promotion promises, more from
 * rank 3 and 5; live tables, sports and lotteries pay less, as the market's sites do.
 */
import type { Insertable } from 'kysely';
import type { RebateRatesTable } from '../../modules/rebates/tables.ts';

const RATES: readonly (readonly [category: string, minRank: number, rateBp: number])[] = [
  ['RNG', 0, 150],
  ['RNG', 3, 200],
  ['RNG', 5, 300],
  ['FISH', 0, 100],
  ['FISH', 5, 150],
  ['PVP', 0, 80],
  ['LIVE', 0, 50],
  ['LIVE', 5, 80],
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
