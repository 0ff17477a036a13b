/**
 * The agent reports' running totals per member account, counter-vendor and Dhaka day (agent-report-rollups-sql.ts),
 * filled from the postings already there and then kept by a trigger in each posting's own transaction.
 */
import type { Kysely } from 'kysely';
import { backfill, createTables, createTrigger, dropTrigger } from './agent-report-rollups-sql.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await createTables(db);
  await backfill(db);
  await createTrigger(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTrigger(db);
  await db.schema.dropTable('agent_report_running').execute();
  await db.schema.dropTable('agent_report_keys').execute();
}
