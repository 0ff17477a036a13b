/**
 * Money guards (issue 12 §2):
 * - a game session names the login session that launched it, so it ends with that session (logout, password
 *   change or reset, idle expiry). Sessions opened before this migration name none and are no longer live.
 * - a round's bets and wins are summed by (merchant, vendor, round, member): the win cap reads them on every credit.
 * - operator_alerts: what an operator must look at (a refused over-cap credit), listed by the ops CLI.
 */
import type { Kysely } from 'kysely';
import { bigIdColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('game_sessions')
    .addColumn('login_token_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('seamless_transactions_round')
    .on('seamless_transactions')
    .columns(['merchant_code', 'vendor', 'round_id', 'member_id'])
    .execute();
  await bigIdColumn(db.schema.createTable('operator_alerts'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    // What the alert is about, in the words of its kind (e.g. vendor:round for a win over the cap).
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    // The facts an operator needs to judge it, JSON (money as decimal strings).
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_alerts_merchant')
    .on('operator_alerts')
    .columns(['merchant_code', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_alerts').execute();
  await db.schema.dropIndex('seamless_transactions_round').execute();
  await db.schema.alterTable('game_sessions').dropColumn('login_token_hash').execute();
}
