/** All SQL of withdrawals: the merchant's rules, members' payee accounts, orders and their proof images. */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WithdrawalsTable } from './tables.ts';
import { toMinor } from '../../../contract/minor-units.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface SettingsValues {
  min_minor: bigint;
  max_minor: bigint;
  daily_count: number;
  turnover_percent: number;
  confirm_minutes: number;
}

export function settingsRow(db: Db, merchantCode: string) {
  return db.selectFrom('withdrawal_settings').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
}

export async function saveSettings(db: Db, merchantCode: string, values: SettingsValues): Promise<void> {
  await db
    .insertInto('withdrawal_settings')
    .values({ merchant_code: merchantCode, ...values })
    .onConflict((oc) => oc.column('merchant_code').doUpdateSet(values))
    .execute();
}

const PAYEE_COLUMNS = ['id', 'kind', 'holder_name', 'account_number', 'bank_name'] as const;

export function payeesOf(db: Db, memberId: number) {
  return db
    .selectFrom('payee_accounts')
    .select(PAYEE_COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export function payeeById(db: Db, memberId: number, id: number) {
  return db
    .selectFrom('payee_accounts')
    .select(PAYEE_COLUMNS)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What a new payee is compared with (duplicates, the cap). */
export function payeeKeysOf(db: Db, memberId: number) {
  return db.selectFrom('payee_accounts').select(['kind', 'account_number']).where('member_id', '=', memberId).execute();
}

export async function insertPayee(db: Db, row: Insertable<Database['payee_accounts']>): Promise<void> {
  await db.insertInto('payee_accounts').values(row).execute();
}

/** What a member's withdrawals since an instant add up to, rejected ones left out. */
export async function withdrawnSince(db: Db, memberId: number, sinceIso: string): Promise<bigint> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.sum<string | number | bigint | null>('amount_minor').as('total'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', sinceIso)
    .where('status', '!=', 'rejected')
    .executeTakeFirst();
  return row?.total === null || row?.total === undefined ? 0n : toMinor(row.total);
}

/** A member's orders made since an instant (the daily count). */
export async function countSince(db: Db, memberId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function byRequestId(db: Db, memberId: number, requestId: string) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** PostgreSQL: serialises one member's submits on their row, inside the hold's transaction. */
export async function lockMember(trx: Transaction<Database>, memberId: number): Promise<void> {
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}

export async function insertWithdrawal(db: Db, row: Insertable<WithdrawalsTable>): Promise<void> {
  await db.insertInto('withdrawals').values(row).execute();
}

export function memberOrder(db: Db, memberId: number, id: number) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export function latestOrdersOf(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function merchantOrder(db: Db, merchantCode: string, id: number) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
}

/** The operator's list: newest first, with member and payee. */
export function operatorList(db: Db, merchantCode: string, status: string | undefined, limit: number) {
  let query = db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .innerJoin('payee_accounts', 'payee_accounts.id', 'withdrawals.payee_account_id')
    .select([
      'withdrawals.id',
      'members.username',
      'withdrawals.amount_minor',
      'withdrawals.status',
      'withdrawals.confirmation',
      'withdrawals.created_at',
      'payee_accounts.kind',
      'payee_accounts.account_number',
      'payee_accounts.holder_name',
      'payee_accounts.bank_name',
    ])
    .where('withdrawals.merchant_code', '=', merchantCode);
  if (status) query = query.where('withdrawals.status', '=', status);
  return query.orderBy('withdrawals.id', 'desc').limit(limit).execute();
}

/** Moves an order on if its status is one of `from`: true when it moved (a lost race moves nothing). */
export async function moveStatus(
  db: Db,
  id: number,
  from: string[],
  set: Updateable<WithdrawalsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('withdrawals')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The player's answer, only on a paid order unanswered and paid after `paidAfter`, or one reported "not received". */
export async function confirmByPlayer(
  db: Db,
  memberId: number,
  id: number,
  answer: string,
  at: string,
  paidAfter: string,
): Promise<boolean> {
  const result = await db
    .updateTable('withdrawals')
    .set({ confirmation: answer, confirmed_by: 'player', confirmed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .where((eb) =>
      eb.or([
        eb.and([eb('confirmation', 'is', null), eb('paid_at', '>', paidAfter)]),
        eb('confirmation', '=', 'not_received'),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The operator's forced receipt of a paid order reported "not received". */
export async function forceReceived(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('withdrawals')
    .set({ confirmation: 'received', confirmed_by: 'forced', confirmed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('confirmation', '=', 'not_received')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Paid orders of the merchant left unanswered since before `paidBefore` (the sweep's batch). */
export function unansweredPaidBefore(db: Db, merchantCode: string, paidBefore: string, limit: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'paid_at'])
    .where('merchant_code', '=', merchantCode)
    .where('status', '=', 'paid')
    .where('confirmation', 'is', null)
    .where('paid_at', '<=', paidBefore)
    .limit(limit)
    .execute();
}

/** Marks an unanswered order received by the timeout; true unless the player answered meanwhile. */
export async function receivedByTimeout(db: Db, id: number, deadline: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('withdrawals')
    .set({ confirmation: 'received', confirmed_by: 'timeout', confirmed_at: deadline, updated_at: at })
    .where('id', '=', id)
    .where('confirmation', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertProofs(db: Db, rows: Insertable<Database['withdrawal_proofs']>[]): Promise<void> {
  await db.insertInto('withdrawal_proofs').values(rows).execute();
}

export async function proofCount(db: Db, withdrawalId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawal_proofs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
