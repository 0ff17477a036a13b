/**
 * How a vendor's games reach the player's money: 'seamless' (they play the main wallet through the seamless
 * wallet calls; the vendor has no wallet of its own to move money into) or 'transfer' (they play the vendor's
 * own wallet, filled and emptied from My Wallet). Every vendor existing so far is the built-in vendor's, which
 * is seamless: the default covers them. Money already moved into a seamless vendor's wallet goes back to the
 * main wallet at the platform's start (platform/modules/wallet/seamless-return.ts), through the ledger.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vendors')
    .addColumn('wallet_mode', 'varchar(12)', (c) =>
      c.notNull().defaultTo('seamless').check(sql`wallet_mode in ('seamless', 'transfer')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendors').dropColumn('wallet_mode').execute();
}
