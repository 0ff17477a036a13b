/**
 * Cashback (issue 16, manualRebate; docs/decisions.md "Cashback"). A member's settled bets earn a rebate at their
 * category's rate for their rank. The period is the player's day (Asia/Dhaka): what today's bets earned can be
 * claimed at any time today, and whatever is left unclaimed when the day ends is paid by the period job.
 *
 * Exactly once: a payment is the ledger transfer `rebate:<member>:<day>:<n>` (n: the member's n-th payment of
 * that day), and in its own transaction it records every bet it covered under the bet's transfer id. Parallel
 * claims (or a claim and the job) read the same n and so name the same transfer: one moves the money, the others
 * get its answer or find nothing left. A twin that read a different set of bets fails on the covered bet's key
 * and rolls back. A bet no payment covered stays claimable; none is covered twice.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { DAY_MS, playerDay, playerDayStart } from '../../../contract/player-day.ts';
import { memberById, type MemberRow } from '../identity/index.ts';
import { catalogueEdges, categoryTitle, earnsCashback, isCategory } from '../games/index.ts';
import { IdempotencyConflictError } from '../ledger/index.ts';
import { systemWallet } from '../wallet/index.ts';
import { rateFor, rebateOf, totalOf, type CategoryRebate, type RateRow } from './rates.ts';
import * as repo from './repository.ts';
import { reverseRefundedCashback } from './reversal.ts';
import type { RebateSource } from './tables.ts';

/** Past periods the job still looks at (a platform that was down pays on its return). */
export const REBATE_LOOKBACK_DAYS = 7;
/** The job pays a period this long after its end, so a bet stamped just before midnight has committed. */
export const REBATE_GRACE_MS = 60_000;
const HISTORY_SIZE = 30;

/** Cashback is the merchant's switch MANPLAYREB3 (spec 6): off, every cashback call refuses. */
export async function cashbackOn(ctx: PlatformContext): Promise<boolean> {
  return (await ctx.settings.get()).flags.MANPLAYREB3 === true;
}

async function requireCashback(ctx: PlatformContext): Promise<void> {
  if (!(await cashbackOn(ctx))) throw new PlatformError(403, 'feature_off');
}

interface Claimable {
  lines: CategoryRebate[];
  totalMinor: bigint;
  /** The covered bets: their transfer ids and first and last settlement. */
  betIds: string[];
  firstAt: string | null;
  lastAt: string | null;
}

/** What a member's uncovered settled bets in [from, to) earn now. */
async function claimableIn(
  ctx: PlatformContext,
  member: MemberRow,
  rates: readonly RateRow[],
  fromIso: string,
  toIso: string,
): Promise<Claimable> {
  // Stakes on low-edge games earn no cashback (docs/house-edge.md): never covered, so never paid.
  const bets = (await repo.uncoveredBets(ctx.db, ctx.config.merchantCode, member.id, fromIso, toIso)).filter((b) =>
    earnsCashback(b.vendor, b.gameCode, b.category),
  );
  const stakes = new Map<string, bigint>();
  for (const bet of bets) stakes.set(bet.category, (stakes.get(bet.category) ?? 0n) + bet.netMinor);
  const lines = rebateOf(stakes, rates, member.rank_level);
  const earning = new Set(lines.map((l) => l.category));
  // Only bets of categories that earn are covered: the others stay open (a rate set later may still pay them).
  const covered = bets.filter((b) => earning.has(b.category));
  return {
    lines,
    totalMinor: totalOf(lines),
    betIds: covered.map((b) => b.transferId),
    firstAt: covered[0]?.createdAt ?? null,
    lastAt: covered.at(-1)?.createdAt ?? null,
  };
}

/** The player's day at an instant and its bounds as ISO text. */
function periodOf(at: number) {
  const day = playerDay(at);
  const start = playerDayStart(day).getTime();
  return { day, fromIso: new Date(start).toISOString(), endIso: new Date(start + DAY_MS).toISOString() };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Pays what a member's uncovered bets of one day's window earn, as one transfer. Answers the amount this
 * transfer id moved, or null when there was nothing to pay or a twin paid these bets first.
 */
async function payWindow(
  ctx: PlatformContext,
  member: MemberRow,
  day: string,
  fromIso: string,
  toIso: string,
  source: RebateSource,
): Promise<bigint | null> {
  const rates = await repo.ratesOf(ctx.db, ctx.config.merchantCode);
  const claimable = await claimableIn(ctx, member, rates, fromIso, toIso);
  if (claimable.totalMinor <= 0n) return null;
  const seq = await repo.nextSeq(ctx.db, member.id, day);
  const id = `rebate:${member.id}:${day}:${seq}`;
  const settings = await ctx.settings.get();
  const [poolId, mainId] = await Promise.all([
    systemWallet(ctx, 'rebate'),
    ctx.ledger.memberAccount(member.id, settings.currency, 'main'),
  ]);
  const detail = JSON.stringify(
    claimable.lines.map((l) => ({
      category: l.category,
      stakeMinor: l.stakeMinor.toString(),
      rateBp: l.rateBp,
      amountMinor: l.amountMinor.toString(),
    })),
  );
  try {
    const result = await ctx.ledger.transfer({
      id,
      code: 'rebate',
      debitAccountId: poolId,
      creditAccountId: mainId,
      amountMinor: claimable.totalMinor,
      // The same for a claim and the job, so the two naming one transfer are the same request.
      metadata: { day, seq, bets: claimable.betIds.length },
      alsoInTransaction: async (trx, moved) => {
        await repo.insertRebate(
          trx,
          {
            id,
            merchant_code: ctx.config.merchantCode,
            member_id: member.id,
            day,
            seq,
            source,
            rank_level: member.rank_level,
            detail,
            first_bet_at: claimable.firstAt!,
            last_bet_at: claimable.lastAt!,
            created_at: moved.createdAt,
          },
          claimable.betIds,
        );
      },
    });
    return BigInt(result.amountMinor);
  } catch (error) {
    // A twin named this transfer with other bets, or covered one of these bets first: it paid them, this did not.
    if (error instanceof IdempotencyConflictError || isUniqueViolation(error)) return null;
    throw error;
  }
}

function categoryName(category: string, language: MessageLanguage): string {
  return isCategory(category) ? categoryTitle(category, language) : category;
}

function linesAnswer(lines: readonly CategoryRebate[], language: MessageLanguage) {
  return lines.map((l) => ({
    category: l.category,
    name: categoryName(l.category, language),
    stakeMinor: l.stakeMinor.toString(),
    rateBp: l.rateBp,
    amountMinor: l.amountMinor.toString(),
  }));
}

interface DetailLine {
  category: string;
  stakeMinor: string;
  rateBp: number;
  amountMinor: string;
}

function parseDetail(json: string): DetailLine[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as DetailLine[]) : [];
  } catch {
    return [];
  }
}

/** What today's uncovered settled bets earn now, per category, and since when (the reward centre shows only this). */
export async function claimableToday(ctx: PlatformContext, member: MemberRow, language: MessageLanguage) {
  await requireCashback(ctx);
  const now = ctx.now();
  const { day, fromIso, endIso } = periodOf(now);
  const rates = await repo.ratesOf(ctx.db, ctx.config.merchantCode);
  const claimable = await claimableIn(ctx, member, rates, fromIso, new Date(now + 1).toISOString());
  return {
    day,
    periodEndsAt: endIso,
    since: claimable.firstAt,
    categories: linesAnswer(claimable.lines, language),
    totalMinor: claimable.totalMinor.toString(),
    rates,
  };
}

/** What is claimable now (today's uncovered bets), the member's rates, and the payments so far. */
export async function rebateView(ctx: PlatformContext, member: MemberRow, language: MessageLanguage) {
  const { rates, ...today } = await claimableToday(ctx, member, language);
  // A rate on a category none of whose games earns cashback (live baccarat) would promise what is never paid.
  const earning = new Set(
    (await catalogueEdges(ctx.db, ctx.config.merchantCode)).filter((g) => g.edge.cashback).map((g) => g.category),
  );
  const categories = [...new Set(rates.map((r) => r.category))].filter((c) => earning.has(c));
  const myRates = categories
    .map((category) => ({
      category,
      name: categoryName(category, language),
      rateBp: rateFor(rates, category, member.rank_level),
    }))
    .filter((r) => r.rateBp > 0);
  const history = await repo.rebateHistory(ctx.db, ctx.config.merchantCode, member.id, HISTORY_SIZE);
  const settings = await ctx.settings.get();
  return {
    currencySymbol: settings.currencySymbol,
    ...today,
    rankLevel: member.rank_level,
    rates: myRates,
    history: history.map((h) => ({
      day: h.day,
      source: h.source,
      amountMinor: h.amountMinor.toString(),
      createdAt: h.created_at,
      categories: parseDetail(h.detail).map((d) => ({ ...d, name: categoryName(d.category, language) })),
    })),
  };
}

/** The Claim button: pays today's claimable rebate once; nothing claimable is refused in the player's language. */
export async function claimRebate(ctx: PlatformContext, member: MemberRow, language: MessageLanguage) {
  await requireCashback(ctx);
  const now = ctx.now();
  const { day, fromIso } = periodOf(now);
  const paid = await payWindow(ctx, member, day, fromIso, new Date(now + 1).toISOString(), 'claim');
  if (paid === null) throw new PlatformError(400, 'rebate_nothing');
  return { claimedMinor: paid.toString(), rebate: await rebateView(ctx, member, language) };
}

export interface RebateJobReport {
  /** Cashback was switched off (MANPLAYREB3): the run paid nothing. */
  off: boolean;
  /** Refunded stakes whose cashback this run took back (even with cashback off: it was paid while on). */
  reversed: number;
  days: string[];
  payments: number;
  amountMinor: bigint;
}

/**
 * The period job: first the cashback of stakes refunded since it was paid is taken back (reversal.ts); then every finished day of the lookback whose payment has not run (its end plus the grace has
 * passed) pays each member's unclaimed rebate of that day, then is marked done. A run that stops half-way is
 * simply run again: a member already paid has no uncovered bets left. Off (MANPLAYREB3), it pays nothing.
 */
export async function runRebateJob(ctx: PlatformContext, asOf = ctx.now()): Promise<RebateJobReport> {
  const report: RebateJobReport = { off: false, reversed: 0, days: [], payments: 0, amountMinor: 0n };
  report.reversed = await reverseRefundedCashback(ctx);
  if (!(await cashbackOn(ctx))) return { ...report, off: true };
  const merchant = ctx.config.merchantCode;
  for (let back = REBATE_LOOKBACK_DAYS; back >= 1; back -= 1) {
    const { day, fromIso, endIso } = periodOf(asOf - back * DAY_MS);
    if (Date.parse(endIso) + REBATE_GRACE_MS > asOf) continue;
    if (await repo.periodPaid(ctx.db, merchant, day)) continue;
    for (const memberId of await repo.membersWithOpenBets(ctx.db, merchant, fromIso, endIso)) {
      const member = await memberById(ctx.db, memberId);
      if (member?.merchant_code !== merchant) continue;
      const paid = await payWindow(ctx, member, day, fromIso, endIso, 'auto');
      if (paid !== null) {
        report.payments += 1;
        report.amountMinor += paid;
      }
    }
    await repo.markPeriodPaid(ctx.db, merchant, day, new Date(ctx.now()).toISOString());
    report.days.push(day);
  }
  return report;
}
