/** SQL for deposit channels and orders. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, DepositOrdersTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function enabledChannels(db: Db, merchantCode: string) {
  return db.selectFrom('deposit_channels').selectAll().where('merchant_code', '=', merchantCode).where('enabled', '=', 1)
    .orderBy('sort').orderBy('id').execute();
}

export function channelById(db: Db, merchantCode: string, id: number) {
  return db.selectFrom('deposit_channels').selectAll().where('merchant_code', '=', merchantCode).where('id', '=', id).executeTakeFirst();
}

export function orderById(db: Db, id: string) {
  return db.selectFrom('deposit_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function orderByRequest(db: Db, memberId: number, requestId: string) {
  return db.selectFrom('deposit_orders').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
}

export async function insertOrder(db: Db, order: Insertable<DepositOrdersTable>): Promise<void> {
  await db.insertInto('deposit_orders').values(order).execute();
}

/**
 * Moves an order from one of `from` to `to`; false when it was no longer in one of them (another
 * notification won). This conditional update is what makes each status change happen once.
 */
export async function moveOrder(db: Db, id: string, from: DepositOrdersTable['status'][], to: DepositOrdersTable['status'], at: string, gatewayRef?: string): Promise<boolean> {
  const result = await db.updateTable('deposit_orders')
    .set({ status: to, updated_at: at, ...(gatewayRef ? { gateway_ref: gatewayRef } : {}) })
    .where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
