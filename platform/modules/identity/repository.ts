/** All SQL about who a member is: finding a member, the last login, and login sessions. */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MembersTable, SessionsTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type MemberRow = Selectable<MembersTable>;

/** Where every new member starts on the VIP ladder (level 1, Bronze); the VIP module moves it from there. */
export const ENTRY_LEVEL = 1;
export const ENTRY_LABEL = 'Bronze';

/** What a new member's row must say; the rest is a new active account at the entry rank, contacts left empty. */
export type NewMember = Omit<
  Insertable<MembersTable>,
  | 'username_key'
  | 'nickname'
  | 'club_label'
  | 'rank_level'
  | 'trial'
  | 'status'
  | 'must_change_password'
  | 'password_changed_at'
> &
  Partial<Insertable<MembersTable>>;

/** Inserts a member and answers its id (a taken username is the unique index's violation). */
export async function insertMember(db: Db, member: NewMember): Promise<number> {
  const row = await db
    .insertInto('members')
    .values({
      username_key: member.username.toLowerCase(),
      nickname: member.username,
      club_label: ENTRY_LABEL,
      rank_level: ENTRY_LEVEL,
      trial: 0,
      status: 'active',
      must_change_password: 0,
      password_changed_at: member.created_at,
      ...member,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function memberByUsername(db: Db, merchantCode: string, username: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirst();
}

export function memberByMobile(db: Db, merchantCode: string, mobileE164: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('mobile_e164', '=', mobileE164)
    .executeTakeFirst();
}

export function memberById(db: Db, id: number) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markLogin(db: Db, memberId: number, at: string): Promise<void> {
  await db.updateTable('members').set({ last_login_at: at }).where('id', '=', memberId).execute();
}

export async function insertSession(db: Db, session: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * A session by its token's hash, only when its member belongs to this merchant: platforms of several merchants
 * may share one database, and a token of one must open nothing on another.
 */
export function sessionByHash(db: Db, merchantCode: string, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .selectAll('sessions')
    .where('sessions.token_hash', '=', tokenHash)
    .where('members.merchant_code', '=', merchantCode)
    .executeTakeFirst();
}

export async function touchSession(db: Db, tokenHash: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a member but one (after a password change, other devices must log in again). */
export async function deleteOtherSessions(db: Db, memberId: number, keepHash: string | null): Promise<void> {
  let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
  if (keepHash) query = query.where('token_hash', '!=', keepHash);
  await query.execute();
}

/** Remembered sessions keep their fixed day whatever their use; they are not idle sessions. Answers the rows removed. */
export async function deleteIdleSessions(db: Db, seenBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('last_seen_at', '<', seenBefore)
    .where('expires_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The agent a domain belongs to (an agent's own domain resolves its invitation code, spec 4). */
export function agentByDomain(db: Db, merchantCode: string, domain: string) {
  return db
    .selectFrom('members')
    .select(['id', 'affiliate_code'])
    .where('merchant_code', '=', merchantCode)
    .where('register_domain', '=', domain.toLowerCase())
    .where('affiliate_code', 'is not', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
}
