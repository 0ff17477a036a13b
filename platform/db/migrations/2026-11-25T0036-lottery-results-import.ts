/**
 * Official lottery results imported from a signed file (issue 15): one row per draw whose result came from the
 * results provider instead of the built-in hash-chain draw. The primary key on the draw is what lets a draw take
 * one imported result only, however many imports run at once; the row keeps what the verify page shows (the
 * signing key's id, the signature and the file's hash), so anyone holding the file can check it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lottery_result_imports')
    .addColumn('draw_id', 'varchar(60)', (c) => c.primaryKey().references('lottery_draws.id'))
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('key_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('signature', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lottery_result_imports').execute();
}
