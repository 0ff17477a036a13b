/** SQL of the codes mailed by "forgot password by email" (email-reset.ts): stored hashed, one live code per member. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores a new code and retires the member's earlier ones: only the latest mail works. */
export async function replaceCode(
  db: Kysely<Database>,
  memberId: number,
  codeHash: string,
  createdAt: string,
  expiresAt: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_reset_codes')
      .set({ used_at: createdAt })
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_reset_codes')
      .values({
        member_id: memberId,
        code_hash: codeHash,
        attempts: 0,
        created_at: createdAt,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
}

/**
 * Counts one try at the member's live code before it is compared, in one conditional update: parallel guesses
 * cannot all slip under the limit. Undefined when there is no live code or its tries are spent.
 */
export async function reserveTry(db: Db, memberId: number, now: string, maxTries: number) {
  const live = await db
    .selectFrom('password_reset_codes')
    .select('id')
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!live) return undefined;
  return db
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxTries)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
