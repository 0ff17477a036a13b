/** SQL for vendors. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function enabledVendors(db: Kysely<Database>, merchant: string) {
  return db.selectFrom('vendors').select(['vassalage', 'name', 'category', 'is_hot'])
    .where('merchant_code', '=', merchant).where('enabled', '=', 1).orderBy('sort').execute();
}

/** Turns a vendor on or off for the merchant; false when there is no such vendor. */
export async function setVendorEnabled(db: Kysely<Database>, merchant: string, vassalage: string, enabled: boolean): Promise<boolean> {
  const result = await db.updateTable('vendors').set({ enabled: enabled ? 1 : 0 })
    .where('merchant_code', '=', merchant).where('vassalage', '=', vassalage).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
