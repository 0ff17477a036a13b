/** Operator alerts: facts someone must look at (a refused over-cap win), written by the module that saw them. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type AlertKind = 'win_over_cap';

export interface NewAlert {
  merchant: string;
  kind: AlertKind;
  memberId: number | null;
  subject: string;
  detail: Record<string, string>;
  at: string;
}

export async function insertAlert(db: Db, alert: NewAlert): Promise<void> {
  await db
    .insertInto('operator_alerts')
    .values({
      merchant_code: alert.merchant,
      kind: alert.kind,
      member_id: alert.memberId,
      subject: alert.subject,
      detail: JSON.stringify(alert.detail),
      created_at: alert.at,
    })
    .execute();
}

/** The newest alerts first. */
export function latestAlerts(db: Db, merchant: string, limit: number) {
  return db
    .selectFrom('operator_alerts')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
