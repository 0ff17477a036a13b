/**
 * Codes mailed by "forgot password by email" (issue 12 §2): the password stays as it is until the code is used,
 * so knowing a username and its email no longer locks the owner out. Stored hashed, single use, expiring.
 */
import type { Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db.schema.createTable('password_reset_codes'), db)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('password_reset_codes_member')
    .on('password_reset_codes')
    .columns(['member_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_codes').execute();
}
