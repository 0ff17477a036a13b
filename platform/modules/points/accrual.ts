/**
 * Points from settled bets, after the fact (issue 17): the seamless wallet's hot path is not touched. This reads
 * the wins that settled bets since the cursor and gives each bet its points as one ledger transfer whose id is
 * the bet's transfer id, so a bet earns once however often this runs or how many runs race. It runs before every
 * points read (so a member sees their points at once) and on a timer (so points arrive without a read).
 */
import { setImmediate } from 'node:timers/promises';
import type { PlatformContext } from '../../context.ts';
import { IdempotencyConflictError, isUniqueViolation, type TransferRequest } from '../ledger/index.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { pointsAccount, pointsIssue } from './book.ts';
import * as repo from './repository.ts';
import { pointsFor, pointTypeOf, rateText } from './rates.ts';
import { pointsSettings } from './settings.ts';
import { earnsPoints } from '../games/index.ts';
import type { JobDeclaration } from '../../jobs.ts';

const BATCH = 500;
/** Earnings booked in one database transaction (earnAll). */
const WRITE_CHUNK = 100;
/**
 * The cursor passes only wins older than this: on PostgreSQL a win with a lower id may commit after a higher one,
 * so the newest rows are read again next time (their accruals are idempotent) rather than skipped.
 */
const COMMIT_LAG_MS = 10_000;
/** A read accrues at most this many batches; the timer does the rest of a backlog. */
const BATCHES_PER_READ = 4;
const ACCRUAL_EVERY_MS = 30_000;

export function earnId(betTransferId: string): string {
  return `points:earn:${betTransferId}`;
}

interface Lane {
  running: Promise<number> | null;
  waiting: Promise<number> | null;
}
const lanes = new WeakMap<PlatformContext, Lane>();

/**
 * Accrues what has settled since the cursor; the number of settled bets with points it looked at. One run at a
 * time per process: 20 readers at once share the run in progress and at most one after it (which sees what
 * settled meanwhile), rather than each reading the same backlog.
 */
export function accrueSettledBets(ctx: PlatformContext, maxBatches = BATCHES_PER_READ): Promise<number> {
  let lane = lanes.get(ctx);
  if (!lane) {
    lane = { running: null, waiting: null };
    lanes.set(ctx, lane);
  }
  const own = lane;
  if (own.waiting) return own.waiting;
  if (!own.running) return start(own, ctx, maxBatches);
  own.waiting = own.running
    .catch(() => 0)
    .then(() => {
      own.waiting = null;
      return start(own, ctx, maxBatches);
    });
  return own.waiting;
}

function start(lane: Lane, ctx: PlatformContext, maxBatches: number): Promise<number> {
  const run: Promise<number> = accrueOnce(ctx, maxBatches).finally(() => {
    if (lane.running === run) lane.running = null;
  });
  lane.running = run;
  return run;
}

async function accrueOnce(ctx: PlatformContext, maxBatches: number): Promise<number> {
  const merchant = ctx.config.merchantCode;
  const settings = await pointsSettings(ctx.db, merchant);
  const issue = await pointsIssue(ctx);
  const settledBefore = new Date(ctx.now() - COMMIT_LAG_MS).toISOString();
  let cursor = await repo.accrualCursor(ctx.db, merchant);
  // Where the next batch starts: past the cursor when the newest rows hold the cursor back.
  let scan = cursor;
  let blocked = false;
  let earned = 0;
  // A member's points account, looked up once per pass however many of their bets it books.
  const accounts = new Map<number, number>();
  const accountOf = async (memberId: number) => {
    let id = accounts.get(memberId);
    if (id === undefined) accounts.set(memberId, (id = await pointsAccount(ctx, memberId)));
    return id;
  };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const rows = await repo.settledBetsAfter(ctx.db, merchant, scan, BATCH);
    let passed = cursor;
    const earnings: Earning[] = [];
    for (const row of rows) {
      scan = Number(row.win_id);
      const category = row.category ?? '';
      const rate = settings.rates[category] ?? 0;
      const type = pointTypeOf(category);
      const stake = toMinor(row.amount_minor);
      const points = pointsFor(stake, rate);
      // A game whose edge even its points would reach earns none (docs/house-edge.md: the crash game).
      if (points > 0n && type && earnsPoints(row.vendor, row.game_code, category))
        earnings.push({
          id: earnId(row.bet_transfer_id),
          code: 'points_earn',
          debitAccountId: issue,
          creditAccountId: await accountOf(row.member_id),
          amountMinor: points,
          metadata: {
            type,
            category,
            vendor: row.vendor,
            game: row.game_code,
            stakeMinor: stake.toString(),
            rate: rateText(rate),
          },
        });
      if (!blocked && row.win_at < settledBefore) passed = Number(row.win_id);
      else blocked = true;
    }
    earned += await earnAll(ctx, earnings);
    if (passed > cursor) {
      await repo.advanceCursor(ctx.db, merchant, passed);
      cursor = passed;
    }
    if (rows.length < BATCH) break;
  }
  return earned;
}

type Earning = Omit<TransferRequest, 'pending'>;

/**
 * Books the earnings WRITE_CHUNK to a database transaction, set-based through the ledger's door. On SQLite the seamless wallet's writer thread shares
 * the one write lock with this, and a backlog booked one transaction per bet waited for that lock once per bet:
 * `bench:seamless` saw wins at 2,000/s fall to 1,400/s with a p99 of 3.4 s while a pass ran (1,998/s, p99 15 ms
 * without it). A chunk that lost a race to another process's pass (the same transfer ids) is booked again one
 * transfer at a time, each answered from the ledger.
 */
async function earnAll(ctx: PlatformContext, unordered: Earning[]): Promise<number> {
  // One order for every process (account, then transfer id): two passes that book some of the same earnings lock
  // rows in the same order, so neither can wait for the other in a circle.
  const earnings = unordered.toSorted((a, b) =>
    a.creditAccountId !== b.creditAccountId ? a.creditAccountId - b.creditAccountId : a.id < b.id ? -1 : 1,
  );
  let earned = 0;
  for (let i = 0; i < earnings.length; i += WRITE_CHUNK) {
    const chunk = earnings.slice(i, i + WRITE_CHUNK);
    try {
      // Set-based: a handful of statements for the whole chunk (modules/ledger/batch.ts), whatever its size.
      const outcomes = await ctx.db.transaction().execute((trx) => ctx.ledger.postMany(trx, chunk));
      if (outcomes === 'uncovered') throw new Error('points are issued from an untracked account and always covered');
      // A bet that accrued already under rates the operator has since changed: the first accrual stands.
      for (const outcome of outcomes.values()) if (outcome !== 'conflict') earned += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      for (const earning of chunk) if (await settledOnce(() => ctx.ledger.transfer(earning))) earned += 1;
    }
    // SQLite answers each query at once, so a pass is one long chain of resolved promises that holds the event loop
    // until it ends; the server's requests get their turn between chunks.
    await setImmediate();
  }
  return earned;
}

/** False when the bet accrued already under rates the operator has since changed: the first accrual stands. */
async function settledOnce(book: () => Promise<unknown>): Promise<boolean> {
  try {
    await book();
    return true;
  } catch (error) {
    if (!(error instanceof IdempotencyConflictError)) throw error;
    return false;
  }
}

/** Runs the accrual on a timer; returns the stop. unref: the timer never keeps a process alive. */
// Not at start: every read accrues first, and each bet earns once by its key, so a missed tick loses nothing.
export const accrualJob: JobDeclaration = {
  name: 'points accrual',
  everyMs: ACCRUAL_EVERY_MS,
  atStart: false,
  run: (ctx) => accrueSettledBets(ctx, Number.POSITIVE_INFINITY),
};
