/** All SQL about accounts: new members, passwords, labels, agents' codes and domains, SMS codes and captchas. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function agentByAffiliateCode(db: Db, merchantCode: string, code: string) {
  return db
    .selectFrom('members')
    .select(['id', 'affiliate_code', 'register_domain'])
    .where('merchant_code', '=', merchantCode)
    .where('affiliate_code', '=', code.toUpperCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function memberLabels(db: Db, memberId: number) {
  return db
    .selectFrom('member_labels')
    .select('label_name')
    .where('member_id', '=', memberId)
    .orderBy('label_name')
    .execute();
}

/** `temporary` marks a password the member must change at the next login (a mailed one). */
export async function setPassword(
  db: Db,
  memberId: number,
  passwordHash: string,
  changedAt: string,
  temporary: boolean,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, password_changed_at: changedAt, must_change_password: temporary ? 1 : 0 })
    .where('id', '=', memberId)
    .execute();
}

export async function insertCode(db: Db, code: Insertable<Database['verification_codes']>): Promise<void> {
  await db.insertInto('verification_codes').values(code).execute();
}

/** The newest unused, unexpired code for a number and purpose. */
export function liveCode(db: Db, merchantCode: string, mobileE164: string, purpose: string, now: string) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('mobile_e164', '=', mobileE164)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one try at a code before it is judged, in one conditional update: false when the code is already
 * worn out (max tries) or used. Parallel tries each take their own step, so at most `max` are ever judged.
 */
export async function countAttempt(db: Db, id: number, max: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function useCode(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertCaptcha(db: Db, captcha: Database['captchas']): Promise<void> {
  await db.insertInto('captchas').values(captcha).execute();
}

/** Takes a captcha (single use): its answer, or undefined when unknown or expired. */
export async function takeCaptcha(db: Db, id: string, now: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('captchas')
    .where('id', '=', id)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > now ? row.answer : undefined;
}

export async function deleteExpiredCaptchas(db: Db, now: string): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
}

/** True when another account of the merchant was registered from this address (the extra login check, spec 4). */
export async function otherAccountRegisteredFrom(
  db: Db,
  merchantCode: string,
  ip: string,
  memberId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('register_ip', '=', ip)
    .where('id', '!=', memberId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
