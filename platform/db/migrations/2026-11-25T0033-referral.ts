/**
 * Invite friends (issue 17, spec 2 "referral", flag REFERRAL3). The reward itself is never here: it is the ledger
 * transfer `referral:<invitee>` (code referral_reward). These rows are the merchant's rule and the relations:
 * - referral_settings: what the reward pays and the first deposit it needs;
 * - referral_codes: each member's own code, made on first use;
 * - referrals: who invited whom, the invitee's first paid deposit and where the relation stands.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_settings')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.primaryKey().references('merchants.code'))
    .addColumn('reward_minor', 'bigint', (c) => c.notNull().check(sql`reward_minor > 0`))
    .addColumn('min_deposit_minor', 'bigint', (c) => c.notNull().check(sql`min_deposit_minor > 0`))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('referral_codes')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_codes_code')
    .unique()
    .on('referral_codes')
    .columns(['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().check(sql`status in ('registered', 'deposited', 'rewarded', 'held', 'rejected')`),
    )
    .addColumn('register_ip', 'varchar(64)')
    .addColumn('first_deposit_order', 'varchar(64)')
    .addColumn('first_deposit_minor', 'bigint')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('referrals_referrer')
    .on('referrals')
    .columns(['merchant_code', 'referrer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('referrals').execute();
  await db.schema.dropTable('referral_codes').execute();
  await db.schema.dropTable('referral_settings').execute();
}
