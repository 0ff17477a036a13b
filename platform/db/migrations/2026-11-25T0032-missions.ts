/**
 * Missions (issue 17, missionLeaderboard). The merchant's daily and weekly tasks, measured from events that
 * happen anyway (paid deposits, settled bets, logins); the reward itself only ever moves through the ledger
 * (`mission_reward`, from the mission pool to the main wallet):
 * - missions: the merchant's missions: period, kind, target, optional game category, reward, open or closed.
 * - mission_claims: one row per member, mission and period claimed; its id is the ledger transfer's, and its
 *   primary key is what makes a claim pay once.
 * - mission_login_days: the player days (Asia/Dhaka) a member logged in on: sessions are deleted at logout and
 *   by the idle clean-up, so a login streak needs its own record.
 */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db.schema.createTable('missions'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('period', 'varchar(8)', (c) => c.notNull().check(sql`period in ('daily', 'weekly')`))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull().check(sql`kind in ('deposit', 'bet', 'rounds', 'login')`))
    // deposit and bet: minor units; rounds: settled bets; login: consecutive days.
    .addColumn('target', 'bigint', (c) => c.notNull().check(sql`target > 0`))
    // bet and rounds: only bets on games of this category count; null: any game.
    .addColumn('category', 'varchar(12)')
    .addColumn('reward_minor', 'bigint', (c) => c.notNull().check(sql`reward_minor > 0`))
    .addColumn('state', 'varchar(8)', (c) => c.notNull().check(sql`state in ('open', 'closed')`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mission_claims')
    // The ledger transfer's id: mission:<mission>:<period key>:<member>.
    .addColumn('id', 'varchar(120)', (c) => c.notNull())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id'))
    // The period's key: a player day (2026-11-20) or an ISO week (2026-W47).
    .addColumn('period_key', 'varchar(10)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('reward_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mission_claims_pk', ['mission_id', 'period_key', 'member_id'])
    .execute();
  // The leaderboard reads one period's claims of the merchant by time.
  await db.schema
    .createIndex('mission_claims_time')
    .on('mission_claims')
    .columns(['merchant_code', 'created_at'])
    .execute();

  await db.schema
    .createTable('mission_login_days')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mission_login_days_pk', ['member_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mission_login_days').execute();
  await db.schema.dropTable('mission_claims').execute();
  await db.schema.dropTable('missions').execute();
}
