/**
 * Rules for the demo promotions that exist as content (src/content/promotions/<lang>/<slug>.md), matching what
 * their text promises. Promotions without a bonus of their own (cashback, points, VIP gifts) get rules when their
 * features are built. Weights: how much of a settled stake in each category counts towards the wagering.
 */
import type { Insertable } from 'kysely';
import type { PromotionsTable } from '../../modules/promotions/tables.ts';

const WEIGHTS = JSON.stringify({
  RNG: 100,
  FISH: 100,
  PVP: 50,
  ELOTT: 50,
  LOTT: 50,
  SPORTS: 50,
  ESPORTS: 50,
  LIVE: 10,
});

export function demoPromotions(merchantCode: string, at: string): Insertable<PromotionsTable>[] {
  const base = {
    merchant_code: merchantCode,
    state: 'open' as const,
    starts_at: null,
    ends_at: null,
    new_member_days: null,
    category_weights: WEIGHTS,
    created_at: at,
    updated_at: at,
  };
  return [
    // "100% on your first deposit, up to ৳10,000. Minimum deposit ৳500. Turnover 10 times the deposit plus bonus."
    {
      ...base,
      slug: 'welcome-bonus',
      type: 'newbie',
      eligibility: 'first_deposit',
      bonus_kind: 'percent',
      bonus_percent: 100,
      bonus_cap_minor: 1_000_000n,
      min_deposit_minor: 50_000n,
      wagering_multiple: 10,
      wagering_base: 'deposit_bonus',
      join_mode: 'deposit',
    },
    // "5% extra, up to ৳1,000, on the first deposit of each day. Minimum deposit ৳300. Turnover 5 times the bonus."
    {
      ...base,
      slug: 'daily-reload',
      type: 'daily',
      eligibility: 'daily_first',
      bonus_kind: 'percent',
      bonus_percent: 5,
      bonus_cap_minor: 100_000n,
      min_deposit_minor: 30_000n,
      wagering_multiple: 5,
      wagering_base: 'bonus',
      join_mode: 'deposit',
    },
    // "Deposit ৳1,000 or more during the festival season and get ৳200 free. Once per account." Applied for, approved by an operator.
    {
      ...base,
      slug: 'festival-limited',
      type: 'limited',
      eligibility: 'any',
      bonus_kind: 'fixed',
      bonus_percent: 0,
      bonus_cap_minor: 20_000n,
      min_deposit_minor: 100_000n,
      wagering_multiple: 1,
      wagering_base: 'bonus',
      join_mode: 'apply',
      ends_at: '2026-12-31T18:00:00.000Z',
    },
  ];
}
