/** The raffle tables (migration 2026-11-25T0034), composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export interface RafflesTable {
  merchant_code: string;
  /** The promotion's content slug (src/content/promotions/<lang>/<slug>.md). */
  slug: string;
  period_hours: number;
  /** Weighted settled stake that earns one ticket. */
  ticket_minor: bigint;
  category_weights: string;
  /** JSON array of prize amounts in minor units (decimal strings), first prize first. */
  prizes: string;
  claim_hours: number;
  created_at: string;
  updated_at: string;
}

export type RoundState = 'open' | 'drawn';

export interface RaffleRoundsTable {
  id: Generated<number>;
  merchant_code: string;
  slug: string;
  starts_at: string;
  ends_at: string;
  seed_hash: string;
  /** Secret until the round is drawn: no call answers it before. */
  server_seed: string;
  /** The rules' prizes and weights when the round opened: a later rule change leaves it as published. */
  prizes: string;
  category_weights: string;
  ticket_minor: bigint;
  claim_hours: number;
  state: RoundState;
  ticket_count: number | null;
  drawn_at: string | null;
  claim_until: string | null;
  created_at: string;
}

export interface RaffleTicketsTable {
  round_id: number;
  member_id: number;
  first_ticket: number;
  ticket_count: number;
  weighted_minor: bigint;
}

export interface RafflePrizesTable {
  round_id: number;
  ticket: number;
  place: number;
  member_id: number;
  amount_minor: bigint;
  /** claim: the winner's Claim; auto: paid at the claim deadline; null: not paid yet. */
  paid_via: 'claim' | 'auto' | null;
  paid_at: string | null;
}

export interface RaffleTables {
  raffles: RafflesTable;
  raffle_rounds: RaffleRoundsTable;
  raffle_tickets: RaffleTicketsTable;
  raffle_prizes: RafflePrizesTable;
}
