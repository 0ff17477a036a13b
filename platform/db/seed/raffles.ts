/**
 * The demo raffle, "Lucky raffle" (src/content/promotions/<lang>/lucky-raffle.md): every ৳100 of settled
 * turnover, weighted by game category as the bonus wagering weighs it, earns one ticket; a weekly round draws
 * three prizes. The first round is opened with the demo data, committed to a fresh random seed (never a constant).
 */
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import { commitmentOf } from '../../../contract/rules/raffle-draw.ts';
import type { RaffleRoundsTable, RafflesTable } from '../../modules/raffles/tables.ts';

const WEIGHTS = JSON.stringify({
  RNG: 100,
  FISH: 100,
  PVP: 50,
  ELOTT: 50,
  LOTT: 50,
  SPORTS: 50,
  ESPORTS: 50,
  LIVE: 20,
});
const HOUR_MS = 3_600_000;

export function demoRaffles(merchantCode: string, at: string): Insertable<RafflesTable>[] {
  return [
    {
      merchant_code: merchantCode,
      slug: 'lucky-raffle',
      period_hours: 7 * 24,
      ticket_minor: 10_000n,
      category_weights: WEIGHTS,
      // ৳1,000, ৳500 and ৳200.
      prizes: JSON.stringify(['100000', '50000', '20000']),
      claim_hours: 72,
      created_at: at,
      updated_at: at,
    },
  ];
}

export async function demoRaffleRound(
  raffle: Insertable<RafflesTable>,
  now: Date,
): Promise<Insertable<RaffleRoundsTable>> {
  const seed = randomBytes(32).toString('hex');
  return {
    merchant_code: raffle.merchant_code,
    slug: raffle.slug,
    starts_at: now.toISOString(),
    ends_at: new Date(now.getTime() + raffle.period_hours * HOUR_MS).toISOString(),
    seed_hash: await commitmentOf(seed),
    server_seed: seed,
    prizes: raffle.prizes,
    category_weights: raffle.category_weights,
    ticket_minor: raffle.ticket_minor,
    claim_hours: raffle.claim_hours,
    state: 'open',
    ticket_count: null,
    drawn_at: null,
    claim_until: null,
    created_at: now.toISOString(),
  };
}
