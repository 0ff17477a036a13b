/**
 * Agent contracts (issue 18): an upline's offer to a downline agent (or the house's to a top-level agent), its
 * answer and end, the history of those actions, and one settlement row per contract and period. The money of a
 * settlement is never here: it is the ledger transfer the row names, written in the same transaction.
 * - agent_contracts: the terms (basis, dividend period, active-member stake, tiers as JSON) and where it stands.
 *   At most one offered-or-active contract per downline agent and type (a partial unique index).
 * - agent_contract_events: offer, accept, reject, terminate, with who and when; never updated.
 * - agent_contract_settlements: the statement of one period, unique per contract and period key, so however
 *   often or however concurrently a period is settled it has one row and at most one transfer.
 */
import { sql, type Kysely } from 'kysely';
import { bigIdColumn, idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db.schema.createTable('agent_contracts'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) =>
      c.notNull().check(sql`type in ('dividend', 'daily', 'hourly', 'realtime')`),
    )
    // Null: the house offered it (a top-level agent) and pays from its agent pool.
    .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
    .addColumn('downline_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().check(sql`status in ('offered', 'active', 'rejected', 'terminated')`),
    )
    .addColumn('basis', 'varchar(8)', (c) => c.notNull().check(sql`basis in ('turnover', 'active', 'netLoss')`))
    // D, W, H, M for dividends; hour, day or 5min for the salaries (fixed by the type).
    .addColumn('period', 'varchar(5)', (c) => c.notNull().check(sql`period in ('D', 'W', 'H', 'M', 'hour', '5min')`))
    .addColumn('active_min_stake_minor', 'bigint', (c) => c.notNull().check(sql`active_min_stake_minor > 0`))
    // JSON [{ threshold, value }] as decimal strings, checked by contract/rules/contract-terms.ts.
    .addColumn('tiers', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_contracts_live')
    .unique()
    .on('agent_contracts')
    .columns(['merchant_code', 'downline_id', 'type'])
    .where(sql<boolean>`status in ('offered', 'active')`)
    .execute();
  await db.schema.createIndex('agent_contracts_upline').on('agent_contracts').columns(['upline_id', 'type']).execute();
  await db.schema
    .createIndex('agent_contracts_downline')
    .on('agent_contracts')
    .columns(['downline_id', 'type'])
    .execute();

  await bigIdColumn(db.schema.createTable('agent_contract_events'), db)
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contracts.id'))
    .addColumn('action', 'varchar(10)', (c) =>
      c.notNull().check(sql`action in ('offer', 'accept', 'reject', 'terminate')`),
    )
    // Null: the house (an operator).
    .addColumn('actor_id', 'integer', (c) => c.references('members.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_contract_events_contract')
    .on('agent_contract_events')
    .columns(['contract_id', 'id'])
    .execute();

  await bigIdColumn(db.schema.createTable('agent_contract_settlements'), db)
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contracts.id'))
    .addColumn('period_key', 'varchar(24)', (c) => c.notNull())
    .addColumn('period_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('period_end', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull().check(sql`status in ('paid', 'owed', 'nothing')`))
    .addColumn('turnover_minor', 'bigint', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('net_loss_minor', 'bigint', (c) => c.notNull())
    .addColumn('carry_in_minor', 'bigint', (c) => c.notNull())
    .addColumn('carry_out_minor', 'bigint', (c) => c.notNull())
    .addColumn('measure', 'varchar(24)', (c) => c.notNull())
    .addColumn('tier', 'integer')
    .addColumn('tier_value', 'varchar(24)')
    .addColumn('payout_minor', 'bigint', (c) => c.notNull().check(sql`payout_minor >= 0`))
    .addColumn('payer', 'varchar(8)', (c) => c.notNull().check(sql`payer in ('upline', 'house')`))
    // The ledger transfer that paid it (its id names contract and period); null when nothing moved.
    .addColumn('transfer_id', 'varchar(120)')
    .addColumn('settled_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_contract_settlements_period')
    .unique()
    .on('agent_contract_settlements')
    .columns(['contract_id', 'period_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_contract_settlements').execute();
  await db.schema.dropTable('agent_contract_events').execute();
  await db.schema.dropTable('agent_contracts').execute();
}
