/**
 * The built-in live chat of customer service (issue 19): one conversation per member, its messages and their
 * image attachments (files kept in the upload directory, never served by the web server), the merchant's
 * business hours and away message, and the operators' sessions. A conversation's channel ('standard' or 'vip')
 * is decided by the platform from the member's rank when it is opened, never by what the page asks for.
 */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_settings')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.primaryKey().references('merchants.code'))
    // 'HH:MM' in the merchant's local time; equal values mean always open.
    .addColumn('opens_at', 'varchar(5)', (c) => c.notNull())
    .addColumn('closes_at', 'varchar(5)', (c) => c.notNull())
    .addColumn('utc_offset_minutes', 'integer', (c) => c.notNull())
    .addColumn('away_bn', 'text', (c) => c.notNull())
    .addColumn('away_en', 'text', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('chat_conversations'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('channel', 'varchar(8)', (c) => c.notNull().check(sql`channel in ('standard', 'vip')`))
    // The last message id each side has read: unread counts are the other side's messages after it.
    .addColumn('player_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('operator_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('chat_conversations_member', ['merchant_code', 'member_id'])
    .execute();

  await idColumn(db.schema.createTable('chat_messages'), db)
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id'))
    .addColumn('sender', 'varchar(8)', (c) => c.notNull().check(sql`sender in ('player', 'operator')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();

  await idColumn(db.schema.createTable('chat_attachments'), db)
    .addColumn('message_id', 'integer', (c) => c.notNull().references('chat_messages.id'))
    .addColumn('stored_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('media_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_attachments_message').on('chat_attachments').column('message_id').execute();

  await db.schema
    .createTable('chat_operator_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'chat_operator_sessions',
    'chat_attachments',
    'chat_messages',
    'chat_conversations',
    'chat_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
