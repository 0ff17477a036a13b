/**
 * Cashback on a refunded stake is taken back (issue 30; docs/decisions.md "Refunds reverse rewards"). A bet that a
 * cashback payment covered and that the vendor later refunds (a lottery draw cancelled, a round rolled back) earned
 * cashback it no longer earns: the reversal moves that cashback (the refund × the rate the payment applied to the
 * bet's category, rounded down) from the member's main wallet back to the rebate pool, as the ledger transfer
 * `rebate:reversal:<refund transfer id>` (code rebate_reversal), so each refund is reversed once however often or
 * however concurrently the pass runs.
 *
 * A short wallet: the reversal takes what the main wallet holds, up to the amount, and records the rest in its
 * metadata (shortMinor) as written off; the house never drives a balance below zero. An empty wallet takes nothing
 * yet: the pass tries again each run while the refund is inside the lookback, and takes whatever has arrived.
 *
 * Points need no reversal: a bet earns points only from its win (platform/modules/points/accrual.ts), and the
 * seamless wallet refuses a rollback of a bet that has a win, so a refunded stake has earned none.
 */
import { sql } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { IdempotencyConflictError, InsufficientFundsError } from '../ledger/index.ts';
import { systemWallet } from '../wallet/index.ts';

/** Refunds this recent are looked at: cashback periods are days, lottery draws are cancelled within weeks. */
const LOOKBACK_MS = 45 * 86_400_000;
const BATCH = 500;

export function reversalId(refundTransferId: string): string {
  return `rebate:reversal:${refundTransferId}`;
}

interface Candidate {
  refund_id: string;
  refund_minor: string | number | bigint;
  bet_id: string;
  rebate_id: string;
  member_id: number;
  detail: string;
  category: string | null;
}

/** Refunds of covered bets with no reversal yet: the refund, the bet, the payment and the bet's category. */
function candidates(ctx: PlatformContext, sinceIso: string) {
  const merchant = ctx.config.merchantCode;
  return sql<Candidate>`
    select t.id as refund_id, t.amount_minor as refund_minor, bt.id as bet_id, c.rebate_id, rb.member_id, rb.detail,
        g.category
      from ledger_transfers t
      join seamless_transactions r on r.transfer_id = t.id
      join seamless_transactions b on b.merchant_code = r.merchant_code and b.vendor = r.vendor
        and b.transaction_id = r.original_transaction_id and b.kind = 'bet'
      join ledger_transfers bt on bt.code = 'bet' and bt.kind in ('posted', 'post')
        and (bt.id = b.transfer_id or bt.pending_id = b.transfer_id)
      join rebate_stakes c on c.bet_transfer_id = bt.id
      join rebates rb on rb.id = c.rebate_id
      left join games g on g.merchant_code = b.merchant_code and g.vassalage = b.vendor and g.code = b.game_code
      left join ledger_transfers rv on rv.id = ${'rebate:reversal:'} || t.id
      where t.code = 'refund' and t.kind = 'posted' and t.created_at >= ${sinceIso}
        and r.merchant_code = ${merchant} and rv.id is null
      order by t.created_at, t.id
      limit ${BATCH}
  `.execute(ctx.db);
}

/** The rate the payment applied to the category, from its detail lines; 0 when it paid nothing on it. */
function rateIn(detailJson: string, category: string | null): number {
  try {
    const lines = JSON.parse(detailJson) as { category?: unknown; rateBp?: unknown }[];
    const line = lines.find((l) => l.category === category);
    return typeof line?.rateBp === 'number' ? line.rateBp : 0;
  } catch {
    return 0;
  }
}

/** One pass: reverses the cashback of every refunded covered stake not reversed yet; answers how many it moved. */
export async function reverseRefundedCashback(ctx: PlatformContext): Promise<number> {
  const since = new Date(ctx.now() - LOOKBACK_MS).toISOString();
  const { rows } = await candidates(ctx, since);
  if (!rows.length) return 0;
  const settings = await ctx.settings.get();
  const pool = await systemWallet(ctx, 'rebate');
  let moved = 0;
  for (const row of rows) {
    const rateBp = rateIn(row.detail, row.category);
    const dueMinor = (toMinor(row.refund_minor) * BigInt(rateBp)) / 10_000n;
    if (dueMinor <= 0n) continue;
    const main = await ctx.ledger.memberAccount(Number(row.member_id), settings.currency, 'main');
    const { availableMinor } = await ctx.ledger.balance(main);
    const takeMinor = availableMinor < dueMinor ? availableMinor : dueMinor;
    if (takeMinor <= 0n) continue;
    try {
      await ctx.ledger.transfer({
        id: reversalId(row.refund_id),
        code: 'rebate_reversal',
        debitAccountId: main,
        creditAccountId: pool,
        amountMinor: takeMinor,
        metadata: {
          rebate: row.rebate_id,
          bet: row.bet_id,
          rateBp,
          dueMinor: dueMinor.toString(),
          shortMinor: (dueMinor - takeMinor).toString(),
        },
      });
      moved += 1;
    } catch (error) {
      // A twin pass reversed it first (perhaps reading another balance), or the wallet emptied meanwhile: the
      // first reversal stands; an uncovered one is tried again next pass.
      if (!(error instanceof IdempotencyConflictError) && !(error instanceof InsufficientFundsError)) throw error;
    }
  }
  return moved;
}
