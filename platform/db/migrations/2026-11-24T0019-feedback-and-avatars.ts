/**
 * Feedback and complaints (spec 7 "feedback (PUT)"; spec 5/9 bounds) with their images, and the avatar each
 * member chose. The avatar is a table of its own so the members table stays as it is.
 */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db.schema.createTable('feedback'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('type', 'varchar(16)', (c) =>
      c.notNull().check(sql`type in ('suggestion', 'complaint', 'payment', 'game')`),
    )
    // At most 140 characters; a Bengali character may take up to 4 bytes in other encodings, so room is kept.
    .addColumn('content', 'varchar(600)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('open', 'answered', 'closed')`))
    .addColumn('reply', 'varchar(1000)')
    .addColumn('replied_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_member').on('feedback').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('feedback_status').on('feedback').columns(['merchant_code', 'status', 'id']).execute();

  await idColumn(db.schema.createTable('feedback_images'), db)
    .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedback.id'))
    // A random file name under the upload directory; the player's file name is never used on disk.
    .addColumn('stored_name', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('media_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_images_feedback').on('feedback_images').column('feedback_id').execute();

  await db.schema
    .createTable('member_avatars')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('avatar', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['member_avatars', 'feedback_images', 'feedback']) await db.schema.dropTable(table).execute();
}
