/** SQL for deposit channels and orders. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DepositOrdersTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function enabledChannels(db: Db, merchantCode: string) {
  return db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function channelById(db: Db, merchantCode: string, id: number) {
  return db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function orderById(db: Db, id: string) {
  return db.selectFrom('deposit_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function orderByRequest(db: Db, memberId: number, requestId: string) {
  return db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** A member's orders still open for payment: pending and not yet past their time. */
export async function openOrderCount(db: Db, memberId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Locks the member's row until `trx` ends (PostgreSQL), so a member's order openings run one at a time there; on
 * SQLite the transaction already holds the only connection.
 */
export async function lockMember(trx: Transaction<Database>, memberId: number, postgres: boolean): Promise<void> {
  if (postgres) await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}

export async function insertOrder(db: Db, order: Insertable<DepositOrdersTable>): Promise<void> {
  await db.insertInto('deposit_orders').values(order).execute();
}

/**
 * Moves an order from one of `from` to `to`; false when it was no longer in one of them (another
 * notification won). This conditional update is what makes each status change happen once.
 */
export async function moveOrder(
  db: Db,
  id: string,
  from: DepositOrdersTable['status'][],
  to: DepositOrdersTable['status'],
  at: string,
  gatewayRef?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('deposit_orders')
    .set({ status: to, updated_at: at, ...(gatewayRef ? { gateway_ref: gatewayRef } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
