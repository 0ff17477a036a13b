/**
 * Raffle promotions (issue 16). Settled turnover earns tickets; a round commits to a server seed's hash before it
 * opens and reveals the seed when it is drawn, so anyone can recompute the winners (contract/rules/raffle-draw.ts).
 * Prizes move only through the ledger (`raffle_prize`, transfer raffle:<round>:<ticket>):
 * - raffles: a raffle promotion's rules, linked by the content's slug.
 * - raffle_rounds: one period; at most one open round per promotion (a partial unique index).
 * - raffle_tickets: the ticket list frozen at the draw, each holder's consecutive numbers.
 * - raffle_prizes: the winning tickets and whether (and how) each prize was paid.
 */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('raffles')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('slug', 'varchar(60)', (c) => c.notNull())
    .addColumn('period_hours', 'integer', (c) => c.notNull().check(sql`period_hours > 0 and period_hours <= 2160`))
    .addColumn('ticket_minor', 'bigint', (c) => c.notNull().check(sql`ticket_minor > 0`))
    .addColumn('category_weights', 'text', (c) => c.notNull())
    .addColumn('prizes', 'text', (c) => c.notNull())
    .addColumn('claim_hours', 'integer', (c) => c.notNull().check(sql`claim_hours > 0 and claim_hours <= 2160`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('raffles_pk', ['merchant_code', 'slug'])
    .execute();

  await idColumn(db.schema.createTable('raffle_rounds'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('slug', 'varchar(60)', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('prizes', 'text', (c) => c.notNull())
    .addColumn('category_weights', 'text', (c) => c.notNull())
    .addColumn('ticket_minor', 'bigint', (c) => c.notNull())
    .addColumn('claim_hours', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(8)', (c) => c.notNull().check(sql`state in ('open', 'drawn')`))
    .addColumn('ticket_count', 'integer')
    .addColumn('drawn_at', 'varchar(32)')
    .addColumn('claim_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One open round per promotion, even when two operators open one at the same moment.
  await sql`create unique index raffle_rounds_one_open on raffle_rounds (merchant_code, slug) where state = 'open'`.execute(
    db,
  );

  await db.schema
    .createTable('raffle_tickets')
    .addColumn('round_id', 'integer', (c) => c.notNull().references('raffle_rounds.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('first_ticket', 'integer', (c) => c.notNull())
    .addColumn('ticket_count', 'integer', (c) => c.notNull().check(sql`ticket_count > 0`))
    .addColumn('weighted_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('raffle_tickets_pk', ['round_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('raffle_prizes')
    .addColumn('round_id', 'integer', (c) => c.notNull().references('raffle_rounds.id'))
    .addColumn('ticket', 'integer', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('paid_via', 'varchar(8)', (c) => c.check(sql`paid_via in ('claim', 'auto')`))
    .addColumn('paid_at', 'varchar(32)')
    .addPrimaryKeyConstraint('raffle_prizes_pk', ['round_id', 'ticket'])
    .execute();
  await db.schema
    .createIndex('raffle_prizes_place')
    .unique()
    .on('raffle_prizes')
    .columns(['round_id', 'place'])
    .execute();
  await db.schema.createIndex('raffle_prizes_member').on('raffle_prizes').columns(['member_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('raffle_prizes').execute();
  await db.schema.dropTable('raffle_tickets').execute();
  await sql`drop index raffle_rounds_one_open`.execute(db);
  await db.schema.dropTable('raffle_rounds').execute();
  await db.schema.dropTable('raffles').execute();
}
