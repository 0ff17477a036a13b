/** SQL for the RSA key pairs that unwrap encrypted call bodies. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BodyKeysTable } from './tables.ts';

export function newestKey(db: Kysely<Database>) {
  return db
    .selectFrom('body_keys')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('key_id')
    .limit(1)
    .executeTakeFirst();
}

export function keyById(db: Kysely<Database>, keyId: string) {
  return db.selectFrom('body_keys').selectAll().where('key_id', '=', keyId).executeTakeFirst();
}

export async function addKey(db: Kysely<Database>, key: BodyKeysTable): Promise<void> {
  await db.insertInto('body_keys').values(key).execute();
}

/** Every key's id and stored private half (a handful of rows: one per start on an empty database). */
export function storedPrivateKeys(db: Kysely<Database>) {
  return db.selectFrom('body_keys').select(['key_id', 'private_key']).execute();
}

/** Replaces a clear private key with its wrapped form, only if it is still the clear one. */
export async function replacePrivateKey(
  db: Kysely<Database>,
  keyId: string,
  clear: string,
  wrapped: string,
): Promise<void> {
  await db
    .updateTable('body_keys')
    .set({ private_key: wrapped })
    .where('key_id', '=', keyId)
    .where('private_key', '=', clear)
    .execute();
}
