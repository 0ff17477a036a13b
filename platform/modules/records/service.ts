/** The account record (transactionHistory) and bonus details: paged rows, a reconciling summary, and CSV. */
import type { PlatformContext } from '../../context.ts';
import { formatMinor, toMinor } from '../ledger/money.ts';
import { period } from './period.ts';
import { mainBalanceBefore, mainFlows, recordPage } from './repository.ts';
import { RECORD_TYPES, type RecordType } from './record-types.ts';

export interface RecordFilter {
  type: RecordType;
  from: string;
  to: string;
}

function typeOf(code: string): RecordType {
  for (const [type, codes] of Object.entries(RECORD_TYPES)) if (codes?.includes(code as never)) return type as RecordType;
  return 'all';
}

export async function records(ctx: PlatformContext, memberId: number, filter: RecordFilter, page: number, size: number) {
  const settings = await ctx.settings.get();
  const { fromIso, toIso } = period(filter.from, filter.to, ctx.now());
  const query = { merchantCode: settings.code, memberId, codes: RECORD_TYPES[filter.type], fromIso, toIso };
  const [{ items, total }, opening, flows] = await Promise.all([
    recordPage(ctx.db, query, (page - 1) * size, size),
    mainBalanceBefore(ctx.db, settings.code, memberId, fromIso),
    mainFlows(ctx.db, settings.code, memberId, fromIso, toIso),
  ]);
  return {
    currencySymbol: settings.currencySymbol,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    total,
    // The main wallet over the period: opening + incoming + outgoing = closing, to the minor unit.
    summary: {
      openingMinor: opening.toString(),
      incomingMinor: flows.incoming.toString(),
      outgoingMinor: flows.outgoing.toString(),
      closingMinor: (opening + flows.incoming + flows.outgoing).toString(),
    },
    items: items.map((row) => ({
      reference: row.transfer_id,
      postingId: String(row.id),
      createdAt: row.created_at,
      type: typeOf(row.code),
      code: row.code,
      wallet: row.kind,
      vendor: row.vendor || null,
      amountMinor: toMinor(row.amount_minor).toString(),
      balanceAfterMinor: BigInt(row.balance_after).toString(),
    })),
  };
}

const CSV_LIMIT = 10_000;

function csvCell(value: string): string {
  // Quote every cell, and defuse spreadsheet formulas (a cell starting with = + - @ is read as one).
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export async function recordsCsv(ctx: PlatformContext, memberId: number, filter: RecordFilter): Promise<string> {
  const result = await records(ctx, memberId, filter, 1, CSV_LIMIT);
  const lines = [['reference', 'time_utc', 'type', 'code', 'wallet', 'vendor', 'amount', 'balance_after'].map(csvCell).join(',')];
  for (const r of result.items) {
    lines.push([r.reference, r.createdAt, r.type, r.code, r.wallet, r.vendor ?? '', formatMinor(BigInt(r.amountMinor)), formatMinor(BigInt(r.balanceAfterMinor))].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
