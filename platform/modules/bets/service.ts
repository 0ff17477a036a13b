/** The betting record (personalHistoryCopy): the member's rounds in a period, paged, with the period's totals. */
import type { PlatformContext } from '../../context.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { period, shortNumber } from '../records/index.ts';
import { betPage } from './repository.ts';
import type { RoundStatus } from '../../../contract/calls/bets.ts';

export interface BetFilter {
  from: string;
  to: string;
  vendor: string | null;
  language: string;
}

/** Refunded wins over settled: a rolled-back bet returns the stake whatever else was sent. No win yet: still open. */
function statusOf(wins: number, refunds: number): RoundStatus {
  if (Number(refunds) > 0) return 'refunded';
  return Number(wins) > 0 ? 'settled' : 'open';
}

// Sums come back as numbers (SQLite), bigints or numeric text (PostgreSQL): through text to stay exact.
const minor = (value: unknown): bigint => toMinor(String(value ?? 0));

export async function bets(ctx: PlatformContext, memberId: number, filter: BetFilter, page: number, size: number) {
  const settings = await ctx.settings.get();
  const { fromIso, toIso } = period(filter.from, filter.to, ctx.now());
  const query = { merchantCode: settings.code, memberId, vendor: filter.vendor, fromIso, toIso };
  const { items, totals } = await betPage(ctx.db, query, (page - 1) * size, size);
  const total = Number(totals.n);
  const bet = minor(totals.bet_minor);
  const win = minor(totals.win_minor);
  const refund = minor(totals.refund_minor);
  return {
    currencySymbol: settings.currencySymbol,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    total,
    // Net is what the player is up (+) or down (-): wins and refunds back, less the stakes.
    summary: {
      betMinor: bet.toString(),
      winMinor: win.toString(),
      refundMinor: refund.toString(),
      netMinor: (win + refund - bet).toString(),
    },
    items: items.map((r) => {
      const b = minor(r.bet_minor);
      const w = minor(r.win_minor);
      const f = minor(r.refund_minor);
      const name = filter.language === 'bn' ? r.name_bn : r.name_en;
      return {
        vendor: r.vendor,
        roundId: r.round_id,
        /** What the player reads instead of the round id and the vendor code. */
        roundNo: shortNumber(r.round_id),
        vendorName: r.vendor_name ?? null,
        gameCode: r.game_code,
        // A game since removed from the catalogue still shows, under its code.
        gameName: name ?? r.game_code ?? '',
        betAt: r.bet_at,
        betMinor: b.toString(),
        winMinor: w.toString(),
        refundMinor: f.toString(),
        netMinor: (w + f - b).toString(),
        status: statusOf(r.wins, r.refunds),
      };
    }),
  };
}
