/**
 * Every member's line of uplines as rows (a closure table): (ancestor, member, depth), depth 1 for the direct
 * upline. An agent's team is then one index range (`ancestor_id = agent`), which PostgreSQL's planner can size from
 * its statistics; a recursive walk of `members.to_upline` looked like 60,000 rows to it whatever the team, so a
 * 500-member sub-agent's report probed the running totals of all 10,000 members of the top agent's team.
 *
 * Filled from the members already there, then kept by a trigger on each new member. An upline is fixed at
 * registration (nothing in the platform moves a member), so changing `to_upline` is refused by the database rather
 * than left to make the rows wrong; moving members between agents would be a migration of its own.
 *
 * Frozen with the migration: a later change is a new migration, never an edit here.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.ts';

/** A guard against a loop in bad data (an upline chain that returns to itself), far beyond real trees. */
const MAX_DEPTH = 64;

const BACKFILL = `insert into member_ancestors (ancestor_id, member_id, depth)
  with recursive line(ancestor_id, member_id, depth) as (
    select to_upline, id, 1 from members where to_upline is not null
    union all
    select m.to_upline, line.member_id, line.depth + 1 from line
      join members m on m.id = line.ancestor_id where m.to_upline is not null and line.depth < ${MAX_DEPTH}
  )
  select ancestor_id, member_id, depth from line`;

/** The new member's rows: its upline at depth 1, then the upline's own line one deeper. */
const NEW_MEMBER_ROWS = `insert into member_ancestors (ancestor_id, member_id, depth)
    select new.to_upline, new.id, 1
    union all
    select ancestor_id, new.id, depth + 1 from member_ancestors where member_id = new.to_upline`;

const SQLITE_TRIGGERS = [
  `create trigger member_ancestors_insert after insert on members for each row when new.to_upline is not null
begin
  ${NEW_MEMBER_ROWS};
end`,
  `create trigger member_ancestors_fixed before update of to_upline on members for each row
when new.to_upline is not old.to_upline
begin
  select raise(abort, 'member_upline_fixed');
end`,
];

const PG_STATEMENTS = [
  `create or replace function member_ancestors_insert() returns trigger language plpgsql as $$
begin
  ${NEW_MEMBER_ROWS};
  return null;
end $$`,
  `create trigger member_ancestors_insert after insert on members for each row when (new.to_upline is not null)
  execute function member_ancestors_insert()`,
  `create or replace function member_ancestors_fixed() returns trigger language plpgsql as $$
begin
  raise exception 'member_upline_fixed';
end $$`,
  `create trigger member_ancestors_fixed before update of to_upline on members for each row
  when (new.to_upline is distinct from old.to_upline) execute function member_ancestors_fixed()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_ancestors')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_ancestors_pk', ['ancestor_id', 'member_id'])
    .execute();
  await db.schema.createIndex('member_ancestors_member').on('member_ancestors').columns(['member_id']).execute();
  await sql.raw(BACKFILL).execute(db);
  // Statistics now, not at autovacuum's next visit: the team's plan is sized from them.
  if (isPostgres(db)) await sql.raw('analyze member_ancestors').execute(db);
  for (const statement of isPostgres(db) ? PG_STATEMENTS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger if exists member_ancestors_insert on members').execute(db);
    await sql.raw('drop trigger if exists member_ancestors_fixed on members').execute(db);
    await sql.raw('drop function if exists member_ancestors_insert()').execute(db);
    await sql.raw('drop function if exists member_ancestors_fixed()').execute(db);
  } else {
    await sql.raw('drop trigger if exists member_ancestors_insert').execute(db);
    await sql.raw('drop trigger if exists member_ancestors_fixed').execute(db);
  }
  await db.schema.dropTable('member_ancestors').execute();
}
