/** SQL for vendors. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function enabledVendors(db: Kysely<Database>, merchant: string) {
  return db.selectFrom('vendors').select(['vassalage', 'name', 'category', 'is_hot'])
    .where('merchant_code', '=', merchant).where('enabled', '=', 1).orderBy('sort').execute();
}
