/**
 * `ledger <username>`: a member's postings, newest first, each in its own book's unit (issue 30): money in the
 * merchant's currency with two decimals, points as whole points (a point is not a taka), practice play money
 * marked as such. Pages are cut by a cursor, not an offset: the last line names the `--after <posting id>` that
 * continues below the page, so every row is reachable however many there are, and postings booked between two
 * pages never shift or repeat a row.
 */
import type { PlatformContext } from '../context.ts';
import { formatMinor, toMinor } from '../../contract/minor-units.ts';
import { memberByUsername } from '../modules/identity/index.ts';
import { memberPostingsPage, PRACTICE_CURRENCY, type BookFilter } from '../modules/ledger/index.ts';
import { POINTS_CURRENCY } from '../modules/points/index.ts';
import { UsageError, type Command } from '../operator-command.ts';

const USAGE = 'ledger <username> [rows per page, 1-500] [--after <posting id>] [--book money|points|practice]';
const DEFAULT_ROWS = 30;
/** A page, not a cap: `--after` reaches the rest. */
const MAX_ROWS = 500;

const BOOKS: Record<string, BookFilter> = {
  money: { notCurrencies: [POINTS_CURRENCY, PRACTICE_CURRENCY] },
  points: { currency: POINTS_CURRENCY },
  practice: { currency: PRACTICE_CURRENCY },
};

/** An amount as its book reads it: '120 points', '-5.50 practice', '20.00 BDT'. */
function inBookUnit(amountMinor: bigint, currency: string): string {
  if (currency === POINTS_CURRENCY) return `${amountMinor} points`;
  if (currency === PRACTICE_CURRENCY) return `${formatMinor(amountMinor)} practice`;
  return `${formatMinor(amountMinor)} ${currency}`;
}

interface LedgerArgs {
  username: string | undefined;
  rows: number;
  afterId: number | null;
  book: BookFilter;
  bookName: string | null;
}

function whole(text: string | undefined, what: string, max: number): number {
  const n = Number(text);
  if (!text || !/^\d+$/.test(text) || n < 1 || n > max)
    throw new UsageError(`expected ${what}, got ${text ?? 'nothing'}`);
  return n;
}

function parse(args: string[]): LedgerArgs {
  const parsed: LedgerArgs = { username: undefined, rows: DEFAULT_ROWS, afterId: null, book: null, bookName: null };
  const positional: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--after')
      parsed.afterId = whole(args[(i += 1)], 'a posting id after --after', Number.MAX_SAFE_INTEGER);
    else if (arg === '--book') {
      const name = args[(i += 1)];
      if (!name || !(name in BOOKS))
        throw new UsageError(`expected a book (money, points or practice), got ${name ?? 'nothing'}`);
      parsed.book = BOOKS[name]!;
      parsed.bookName = name;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length > 2) throw new UsageError(`unexpected ${positional.slice(2).join(' ')}`);
  parsed.username = positional[0];
  if (positional[1] !== undefined) parsed.rows = whole(positional[1], `rows per page from 1 to ${MAX_ROWS}`, MAX_ROWS);
  return parsed;
}

async function run(ctx: PlatformContext, args: string[]): Promise<string> {
  const asked = parse(args);
  const who = asked.username ? await memberByUsername(ctx.db, ctx.config.merchantCode, asked.username) : undefined;
  if (!who) throw new UsageError(`no member ${asked.username ?? ''}`);
  // One row more than the page shows: whether a next page exists, without counting every row.
  const rows = await memberPostingsPage(ctx.db, ctx.config.merchantCode, who.id, {
    limit: asked.rows + 1,
    beforeId: asked.afterId,
    book: asked.book,
  });
  const shown = rows.slice(0, asked.rows);
  const scope = asked.bookName ? ` in the ${asked.bookName} book` : '';
  if (!shown.length) return `${who.username} has no ${asked.afterId === null ? '' : 'more '}postings${scope}`;
  const lines = shown.map(
    (r) =>
      `#${String(r.id).padEnd(9)} ${r.created_at}  ${r.code.padEnd(16)} ${(r.kind + (r.vendor ? `:${r.vendor}` : '')).padEnd(22)} ${inBookUnit(toMinor(r.amount_minor), r.currency).padStart(20)}  ${r.transfer_id}`,
  );
  if (rows.length > asked.rows) {
    const book = asked.bookName ? ` --book ${asked.bookName}` : '';
    lines.push(`more: ledger ${who.username} ${asked.rows} --after ${shown.at(-1)!.id}${book}`);
  }
  return lines.join('\n');
}

export const LEDGER_COMMAND: Record<string, Command> = { ledger: { usage: USAGE, run } };
