/** The account record (transactionHistory) and bonus details: paged rows, a reconciling summary, and CSV. */
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { period } from './period.ts';
import { readableRows } from './readable.ts';
import { mainBalanceBefore, mainFlows, recordPage } from '../ledger/index.ts';
import { RECORD_TYPES, type RecordType } from './record-types.ts';
import { recordTexts } from './texts.ts';

/** Whose record: the member's id, and the username that tells the two sides of an agent transfer apart. */
export interface RecordOwner {
  id: number;
  username: string;
}

export interface RecordFilter {
  type: RecordType;
  from: string;
  to: string;
}

function typeOf(code: string): RecordType {
  for (const [type, codes] of Object.entries(RECORD_TYPES))
    if (codes?.includes(code as never)) return type as RecordType;
  return 'all';
}

export async function records(
  ctx: PlatformContext,
  owner: RecordOwner,
  filter: RecordFilter,
  page: number,
  size: number,
  language: MessageLanguage,
) {
  const settings = await ctx.settings.get();
  const { fromIso, toIso } = period(filter.from, filter.to, ctx.now());
  const query = { merchantCode: settings.code, memberId: owner.id, codes: RECORD_TYPES[filter.type], fromIso, toIso };
  const [{ items, total }, opening, flows] = await Promise.all([
    recordPage(ctx.db, query, (page - 1) * size, size),
    mainBalanceBefore(ctx.db, settings.code, owner.id, fromIso),
    mainFlows(ctx.db, query),
  ]);
  const readable = await readableRows(
    ctx.db,
    settings.code,
    owner.username,
    items.map((row) => ({ ...row, vendor: row.vendor || null })),
    language,
  );
  const everything = filter.type === 'all';
  return {
    currencySymbol: settings.currencySymbol,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    total,
    // The main wallet over the period, by the same filter as the rows: money in and out of the rows' kind.
    // Unfiltered, opening + incoming + outgoing = closing, to the minor unit; a filtered record has no
    // opening or closing balance of its own, so none is given.
    summary: {
      openingMinor: everything ? opening.toString() : null,
      incomingMinor: flows.incoming.toString(),
      outgoingMinor: flows.outgoing.toString(),
      closingMinor: everything ? (opening + flows.incoming + flows.outgoing).toString() : null,
    },
    items: items.map((row, i) => ({
      // The ledger's reference stays for the platform's own checks; the site shows `number` and the names.
      reference: row.transfer_id,
      postingId: String(row.id),
      createdAt: row.created_at,
      type: typeOf(row.code),
      code: row.code,
      wallet: row.kind,
      vendor: row.vendor || null,
      ...readable[i]!,
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

/** The same rows as a player reads them: the plain description, names and short numbers, in their language. */
export async function recordsCsv(
  ctx: PlatformContext,
  owner: RecordOwner,
  filter: RecordFilter,
  language: MessageLanguage,
): Promise<string> {
  const result = await records(ctx, owner, filter, 1, CSV_LIMIT, language);
  const texts = recordTexts(language);
  const lines = [texts.header.map(csvCell).join(',')];
  for (const r of result.items) {
    const wallet = r.wallet === 'main' ? texts.mainWallet : (r.vendorName ?? texts.gameWallet);
    const detail = r.gameName ?? r.counterparty ?? (r.wallet === 'main' ? r.vendorName : null) ?? '';
    lines.push(
      [
        r.createdAt,
        texts.describe(r.code),
        detail,
        r.number ?? '',
        wallet,
        formatMinor(BigInt(r.amountMinor)),
        formatMinor(BigInt(r.balanceAfterMinor)),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
