/** Accounts and sessions: members, their labels, sessions, SMS codes, captchas, the outbox, body keys. */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db.schema.createTable('members'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('username_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('account_type', 'integer', (c) => c.notNull())
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
    .addColumn('country_dialing_code', 'varchar(8)')
    .addColumn('mobile_num', 'varchar(20)')
    .addColumn('mobile_e164', 'varchar(20)')
    .addColumn('email', 'varchar(100)')
    .addColumn('payee_name', 'varchar(100)')
    .addColumn('payment_password_hash', 'varchar(200)')
    .addColumn('qq_num', 'varchar(64)')
    .addColumn('line', 'varchar(64)')
    .addColumn('whatsapp', 'varchar(64)')
    .addColumn('facebook', 'varchar(100)')
    .addColumn('wechat', 'varchar(64)')
    .addColumn('id_number', 'varchar(64)')
    .addColumn('id_type', 'varchar(8)')
    .addColumn('recommender_id', 'varchar(64)')
    .addColumn('referral_code', 'varchar(64)')
    .addColumn('affiliate_code', 'varchar(32)')
    .addColumn('to_upline', 'integer', (c) => c.references('members.id'))
    .addColumn('club_label', 'varchar(32)', (c) => c.notNull())
    .addColumn('rank_level', 'integer', (c) => c.notNull())
    .addColumn('trial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('active', 'disabled')`))
    .addColumn('register_url', 'varchar(500)')
    .addColumn('register_domain', 'varchar(253)')
    .addColumn('register_method', 'varchar(16)')
    .addColumn('register_ip', 'varchar(64)')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('members_username')
    .unique()
    .on('members')
    .columns(['merchant_code', 'username_key'])
    .execute();
  // NULLs never collide in a unique index on either store: "unique when present".
  await db.schema
    .createIndex('members_mobile')
    .unique()
    .on('members')
    .columns(['merchant_code', 'mobile_e164'])
    .execute();
  await db.schema
    .createIndex('members_affiliate')
    .unique()
    .on('members')
    .columns(['merchant_code', 'affiliate_code'])
    .execute();
  await db.schema.createIndex('members_upline').on('members').column('to_upline').execute();

  await db.schema
    .createTable('member_labels')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('label_name', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_labels_pk', ['member_id', 'label_name'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('login_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('forced_change', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();
  await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute();

  await idColumn(db.schema.createTable('verification_codes'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('mobile_e164', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('verification_codes_lookup')
    .on('verification_codes')
    .columns(['merchant_code', 'mobile_e164', 'purpose'])
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('answer', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captchas_expiry').on('captchas').column('expires_at').execute();

  await idColumn(db.schema.createTable('outbox'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'varchar(100)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id']).execute();

  await db.schema
    .createTable('body_keys')
    .addColumn('key_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'body_keys',
    'outbox',
    'captchas',
    'verification_codes',
    'sessions',
    'member_labels',
    'members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
