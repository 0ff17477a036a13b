/**
 * All SQL of the VIP centre: the merchant's ladder, a member's deposits and settled turnover in a month (read as
 * the withdrawal turnover reads them: posted deposits into the main wallet; bets posted from the money wallets,
 * net of their refunds), the rank itself on members, its history, the paid upgrades and the monthly reviews.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { DEFAULT_LADDER, type Rank } from './ladder.ts';
import type { RankChangeReason, VipRanksTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

const sumOf = (value: string | number | bigint | null | undefined): bigint =>
  value === null || value === undefined ? 0n : BigInt(value);

/** The merchant's ladder; a merchant without rows (a database made before VIP existed) gets the default one. */
export async function ladderOf(db: Db, merchantCode: string): Promise<Rank[]> {
  const rows = await db
    .selectFrom('vip_ranks')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .orderBy('level')
    .execute();
  if (!rows.length) return [...DEFAULT_LADDER];
  return rows.map((r) => ({
    level: Number(r.level),
    nameEn: r.name_en,
    nameBn: r.name_bn,
    depositMinor: toMinor(r.deposit_minor),
    turnoverMinor: toMinor(r.turnover_minor),
    bonusMinor: toMinor(r.bonus_minor),
    withdrawDailyMinor: toMinor(r.withdraw_daily_minor),
    withdrawDailyCount: Number(r.withdraw_daily_count),
  }));
}

export function ladderRows(merchantCode: string, ladder: readonly Rank[], at: string): Insertable<VipRanksTable>[] {
  return ladder.map((r) => ({
    merchant_code: merchantCode,
    level: r.level,
    name_en: r.nameEn,
    name_bn: r.nameBn,
    deposit_minor: r.depositMinor,
    turnover_minor: r.turnoverMinor,
    bonus_minor: r.bonusMinor,
    withdraw_daily_minor: r.withdrawDailyMinor,
    withdraw_daily_count: r.withdrawDailyCount,
    updated_at: at,
  }));
}

export interface MonthTotals {
  depositMinor: bigint;
  turnoverMinor: bigint;
}

/**
 * A member's deposits net of withdrawals, and net settled stakes, in [from, to). Deposits count net (issue 30):
 * money deposited, withdrawn and deposited again is the same money, and gross deposits let it climb every level.
 * A withdrawal counts from its request (its hold) unless it was rejected (the hold voided); one returned to the
 * wallet by a forced receipt counts back. Never below 0.
 */
export async function totalsIn(
  db: Db,
  merchantCode: string,
  memberId: number,
  fromIso: string,
  toIso: string,
): Promise<MonthTotals> {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['main', 'vendor'])
    .execute();
  const main = accounts.filter((a) => a.kind === 'main').map((a) => a.id);
  const wallets = accounts.map((a) => a.id);
  if (!wallets.length) return { depositMinor: 0n, turnoverMinor: 0n };
  const sumWhere = async (
    code: 'deposit' | 'withdrawal' | 'withdrawal_return' | 'bet' | 'refund',
    kinds: ('posted' | 'post' | 'pending')[],
    side: 'in' | 'out',
  ) => {
    const ids = code === 'bet' || code === 'refund' ? wallets : main;
    if (!ids.length) return 0n;
    const row = await db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.sum<string | number | bigint | null>('amount_minor').as('total'))
      .where('code', '=', code)
      .where('kind', 'in', kinds)
      .where(side === 'in' ? 'credit_account_id' : 'debit_account_id', 'in', ids)
      .where('created_at', '>=', fromIso)
      .where('created_at', '<', toIso)
      .executeTakeFirst();
    return sumOf(row?.total);
  };
  const [deposits, withdrawn, rejected, returned, bets, refunds] = await Promise.all([
    sumWhere('deposit', ['posted'], 'in'),
    sumWhere('withdrawal', ['pending'], 'out'),
    voidedWithdrawals(db, main, fromIso, toIso),
    sumWhere('withdrawal_return', ['posted'], 'in'),
    // A held bet counts when it is posted ('post'); a posted one at once.
    sumWhere('bet', ['posted', 'post'], 'out'),
    sumWhere('refund', ['posted'], 'in'),
  ]);
  const turnover = bets - refunds;
  const net = deposits - (withdrawn - rejected - returned);
  return { depositMinor: net > 0n ? net : 0n, turnoverMinor: turnover > 0n ? turnover : 0n };
}

/** Withdrawal holds requested in [from, to) and since rejected (voided), whenever the rejection came. */
async function voidedWithdrawals(db: Db, main: number[], fromIso: string, toIso: string): Promise<bigint> {
  if (!main.length) return 0n;
  const row = await db
    .selectFrom('ledger_transfers as h')
    .innerJoin('ledger_transfers as v', (j) => j.onRef('v.pending_id', '=', 'h.id').on('v.kind', '=', 'void'))
    .select((eb) => eb.fn.sum<string | number | bigint | null>('h.amount_minor').as('total'))
    .where('h.code', '=', 'withdrawal')
    .where('h.kind', '=', 'pending')
    .where('h.debit_account_id', 'in', main)
    .where('h.created_at', '>=', fromIso)
    .where('h.created_at', '<', toIso)
    .executeTakeFirst();
  return sumOf(row?.total);
}

export async function rankOfMember(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('members').select('rank_level').where('id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.rank_level);
}

/**
 * Moves a member's rank (and its label, the one every page shows) and records the move, in one transaction.
 * `onlyIf` guards the move: 'up' changes nothing unless the member is below the level (parallel upgrades move
 * once), 'from' unless the member is still at the level the caller read (a review racing an upgrade loses).
 * Answers whether the rank moved.
 */
export async function moveRank(
  trx: Transaction<Database>,
  move: { memberId: number; to: number; label: string; reason: RankChangeReason; at: string },
  onlyIf: { up: true } | { from: number } | { any: true },
): Promise<boolean> {
  const current = await trx
    .selectFrom('members')
    .select('rank_level')
    .where('id', '=', move.memberId)
    .executeTakeFirstOrThrow();
  const from = Number(current.rank_level);
  let update = trx
    .updateTable('members')
    .set({ rank_level: move.to, club_label: move.label })
    .where('id', '=', move.memberId);
  if ('up' in onlyIf) update = update.where('rank_level', '<', move.to);
  else if ('from' in onlyIf) update = update.where('rank_level', '=', onlyIf.from);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (from === move.to) return true;
  await trx
    .insertInto('vip_rank_changes')
    .values({ member_id: move.memberId, from_level: from, to_level: move.to, reason: move.reason, created_at: move.at })
    .execute();
  return true;
}

export async function insertUpgrade(
  trx: Transaction<Database>,
  row: { memberId: number; level: number; transferId: string; bonusMinor: bigint; at: string },
): Promise<void> {
  await trx
    .insertInto('vip_upgrades')
    .values({
      member_id: row.memberId,
      level: row.level,
      transfer_id: row.transferId,
      bonus_minor: row.bonusMinor,
      created_at: row.at,
    })
    .execute();
}

export async function upgradesOf(db: Db, memberId: number) {
  return db
    .selectFrom('vip_upgrades')
    .select(['level', 'bonus_minor', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('level')
    .execute();
}

/** The latest move of a member's rank since an instant, if any (the review leaves a rank earned that month alone). */
export async function changedSince(db: Db, memberId: number, sinceIso: string): Promise<boolean> {
  const row = await db
    .selectFrom('vip_rank_changes')
    .select('id')
    .where('member_id', '=', memberId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirst();
  return row !== undefined;
}

/** Real members (no trial accounts) who joined before an instant, with their rank: those a month's review covers. */
export async function reviewableMembers(db: Db, merchantCode: string, joinedBeforeIso: string) {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username', 'rank_level'])
    .where('merchant_code', '=', merchantCode)
    .where('trial', '=', 0)
    .where('created_at', '<', joinedBeforeIso)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), username: r.username, rankLevel: Number(r.rank_level) }));
}

export async function insertReview(
  trx: Transaction<Database>,
  row: {
    memberId: number;
    month: string;
    from: number;
    to: number;
    depositMinor: bigint;
    turnoverMinor: bigint;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('vip_reviews')
    .values({
      member_id: row.memberId,
      month: row.month,
      from_level: row.from,
      to_level: row.to,
      deposit_minor: row.depositMinor,
      turnover_minor: row.turnoverMinor,
      created_at: row.at,
    })
    .execute();
}

export async function reviewOf(db: Db, memberId: number, month: string) {
  return db
    .selectFrom('vip_reviews')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('month', '=', month)
    .executeTakeFirst();
}
