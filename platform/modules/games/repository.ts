/** SQL for vendors. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { VendorWalletMode } from './tables.ts';

export function enabledVendors(db: Kysely<Database>, merchant: string) {
  return db
    .selectFrom('vendors')
    .select(['vassalage', 'name', 'category', 'is_hot', 'wallet_mode'])
    .where('merchant_code', '=', merchant)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .execute();
}

/** Turns a vendor on or off for the merchant; false when there is no such vendor. */
export async function setVendorEnabled(
  db: Kysely<Database>,
  merchant: string,
  vassalage: string,
  enabled: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('vendors')
    .set({ enabled: enabled ? 1 : 0 })
    .where('merchant_code', '=', merchant)
    .where('vassalage', '=', vassalage)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets how a vendor's games reach the player's money; false when there is no such vendor. */
export async function setVendorWalletMode(
  db: Kysely<Database>,
  merchant: string,
  vassalage: string,
  mode: VendorWalletMode,
): Promise<boolean> {
  const result = await db
    .updateTable('vendors')
    .set({ wallet_mode: mode })
    .where('merchant_code', '=', merchant)
    .where('vassalage', '=', vassalage)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The vendors (enabled or not) whose games play the main wallet. */
export async function seamlessVendorCodes(db: Kysely<Database>, merchant: string): Promise<string[]> {
  const rows = await db
    .selectFrom('vendors')
    .select('vassalage')
    .where('merchant_code', '=', merchant)
    .where('wallet_mode', '=', 'seamless')
    .execute();
  return rows.map((r) => r.vassalage);
}
