/**
 * The demo merchant's missions: three daily (rounds on any game, a slots stake, a deposit) and two weekly (a login
 * streak, a live-casino stake). Rewards are small sums in minor units, as the market's sites pay for daily tasks.
 */
import type { Insertable } from 'kysely';
import type { MissionKind, MissionPeriod, MissionsTable } from '../../modules/missions/tables.ts';

const MISSIONS: readonly (readonly [
  MissionPeriod,
  MissionKind,
  target: bigint,
  category: string | null,
  reward: bigint,
])[] = [
  ['daily', 'rounds', 3n, null, 500n],
  ['daily', 'bet', 20_000n, 'RNG', 1_000n],
  ['daily', 'deposit', 50_000n, null, 2_000n],
  ['weekly', 'login', 3n, null, 3_000n],
  ['weekly', 'bet', 200_000n, 'LIVE', 5_000n],
];

export function demoMissions(merchantCode: string, at: string): Insertable<MissionsTable>[] {
  return MISSIONS.map(([period, kind, target, category, reward_minor], sort) => ({
    merchant_code: merchantCode,
    period,
    kind,
    target,
    category,
    reward_minor,
    state: 'open',
    sort,
    created_at: at,
  }));
}
