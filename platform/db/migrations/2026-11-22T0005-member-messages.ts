/** Messages to a member (spec 4 notifications: deposit arrived, withdrawal approved ...; the messageV2 page). */
import type { Kysely } from 'kysely';
import { bigIdColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await bigIdColumn(db.schema.createTable('member_messages'), db)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    // Parameters for the kind's text, JSON; the text itself is rendered in the reader's language.
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_messages_member').on('member_messages').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_messages').execute();
}
