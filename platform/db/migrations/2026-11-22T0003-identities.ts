/** Firebase sign-in identities linked to members (Google, Facebook, phone). */
import type { Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db.schema.createTable('member_identities'), db)
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(128)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One member per identity; the index also decides two first logins of one identity at once.
  await db.schema
    .createIndex('member_identities_identity')
    .unique()
    .on('member_identities')
    .columns(['provider', 'subject'])
    .execute();
  await db.schema.createIndex('member_identities_member').on('member_identities').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_identities').execute();
}
