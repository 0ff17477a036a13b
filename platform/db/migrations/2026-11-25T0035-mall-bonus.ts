/**
 * A point-mall bonus is locked money (issue 17): the merchant's points settings say how many times its value must
 * be wagered before it is released to the main wallet. Existing merchants get 3x.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('points_settings')
    .addColumn('bonus_wagering_multiple', 'integer', (c) =>
      c.notNull().defaultTo(3).check(sql`bonus_wagering_multiple between 0 and 100`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('points_settings').dropColumn('bonus_wagering_multiple').execute();
}
