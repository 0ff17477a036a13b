/**
 * Finishes rounds a crash or a lost call left open, so none stays open: a round whose bet the platform accepted
 * gets its win credited (the outcome was written before the credit was sent); one whose bet has no known answer,
 * or whose outcome cannot be read, is rolled back — which refunds a bet that did arrive and voids one that did
 * not, so a late bet with that id is refused. Every call reuses the round's transaction ids: a retry has one effect.
 */
import * as rounds from './rounds-repository.ts';
import { betTransaction, roundMoney, type BuiltInVendor } from './vendor.ts';

export interface RecoveryReport {
  settled: string[];
  refunded: string[];
  failed: string[];
}

/** Rounds opened less than this ago may still be in play in another process; the next sweep takes them. */
export const RECOVERY_GRACE_MS = 30_000;

export async function recoverOpenRounds(
  vendor: BuiltInVendor,
  { graceMs = RECOVERY_GRACE_MS, limit = 500 } = {},
): Promise<RecoveryReport> {
  const { db, now } = vendor.options;
  const report: RecoveryReport = { settled: [], refunded: [], failed: [] };
  const cutoff = now() - graceMs;
  for (const round of await rounds.openRounds(db, limit)) {
    if (vendor.stopping) break;
    if (round.opened_at && Date.parse(round.opened_at) > cutoff) continue;
    try {
      if (!round.player_ref) throw new Error('open round without a player');
      const { winMinor } = roundMoney(round);
      if (round.debited === 1 && winMinor !== null && round.outcome !== null) {
        await vendor.credit(round, round.player_ref, winMinor);
        await rounds.closeRound(db, round.id, 'settled', now());
        report.settled.push(round.id);
      } else {
        await vendor
          .wallet(round.vassalage)
          .rollback({
            player: round.player_ref,
            transactionId: `${round.id}:refund`,
            originalTransactionId: betTransaction(round.id),
            roundId: round.id,
          })
          .catch((error: unknown) => {
            // bet_not_found: the bet never arrived; the platform remembers the id, so nothing is owed either way.
            if ((error as { code?: string }).code !== 'bet_not_found') throw error;
          });
        await rounds.closeRound(db, round.id, 'refunded', now());
        report.refunded.push(round.id);
      }
    } catch (error) {
      // The server is shutting down: this round and the rest wait for the next start's sweep.
      if (vendor.stoppedBy(error)) break;
      // Left open for the next sweep; one round's trouble does not stop the others.
      console.error(`vendor round ${round.id} not recovered`, error);
      report.failed.push(round.id);
    }
  }
  return report;
}
