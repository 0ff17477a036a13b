/**
 * The demo merchant's VIP ladder: the platform's default (platform/modules/vip/ladder.ts), written as rows so
 * the operator can see and change it. The demo members were seeded with its labels (Bronze 1, Silver 2, Gold 3,
 * Diamond 5), and its thresholds lie above what the demo data deposits or bets in a month.
 */
import type { Insertable } from 'kysely';
import { DEFAULT_LADDER, ladderRows } from '../../modules/vip/index.ts';
import type { VipRanksTable } from '../../modules/vip/tables.ts';

export function demoVipRanks(merchantCode: string, at: string): Insertable<VipRanksTable>[] {
  return ladderRows(merchantCode, DEFAULT_LADDER, at);
}
