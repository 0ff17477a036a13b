/** Table types: operators' alerts; composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export interface AlertTables {
  operator_alerts: OperatorAlertsTable;
}

/** Something an operator must look at (a refused over-cap win), listed by `npm run ops -- alerts`. */
export interface OperatorAlertsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: string;
  member_id: number | null;
  subject: string;
  detail: string;
  created_at: string;
}
