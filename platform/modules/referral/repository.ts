/** All SQL of invite friends: settings, codes, relations. Plain functions taking the database or a transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../ledger/index.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import type { ReferralStatus } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ReferralSettings {
  rewardMinor: bigint;
  minDepositMinor: bigint;
}

/** ৳100 for a friend whose first deposit is at least ৳500, until the merchant sets its own (`referral settings`). */
export const DEFAULT_SETTINGS: ReferralSettings = { rewardMinor: 10_000n, minDepositMinor: 50_000n };

export async function settingsOf(db: Db, merchant: string): Promise<ReferralSettings> {
  const row = await db
    .selectFrom('referral_settings')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return { rewardMinor: toMinor(row.reward_minor), minDepositMinor: toMinor(row.min_deposit_minor) };
}

export async function saveSettings(db: Db, merchant: string, settings: ReferralSettings, at: string): Promise<void> {
  const values = { reward_minor: settings.rewardMinor, min_deposit_minor: settings.minDepositMinor, updated_at: at };
  await db
    .insertInto('referral_settings')
    .values({ merchant_code: merchant, ...values })
    .onConflict((oc) => oc.column('merchant_code').doUpdateSet(values))
    .execute();
}

export async function codeOf(db: Db, memberId: number): Promise<string | undefined> {
  const row = await db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).executeTakeFirst();
  return row?.code;
}

/** Stores a code for the member unless one is there; false when the code itself was taken by another member. */
export async function insertCode(db: Db, merchant: string, memberId: number, code: string, at: string) {
  try {
    await db
      .insertInto('referral_codes')
      .values({ member_id: memberId, merchant_code: merchant, code, created_at: at })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function ownerOfCode(db: Db, merchant: string, code: string) {
  return db
    .selectFrom('referral_codes')
    .innerJoin('members', 'members.id', 'referral_codes.member_id')
    .select(['members.id', 'members.register_ip', 'members.trial'])
    .where('referral_codes.merchant_code', '=', merchant)
    .where('referral_codes.code', '=', code)
    .executeTakeFirst();
}

/** Every address the member signed in from (sessions still kept). */
export async function sessionAddresses(db: Db, memberId: number): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('ip').distinct().where('member_id', '=', memberId).execute();
  return rows.map((r) => r.ip);
}

export async function insertReferral(
  db: Db,
  row: {
    merchant: string;
    inviteeId: number;
    referrerId: number;
    status: ReferralStatus;
    ip: string | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('referrals')
    .values({
      invitee_id: row.inviteeId,
      merchant_code: row.merchant,
      referrer_id: row.referrerId,
      status: row.status,
      register_ip: row.ip,
      first_deposit_order: null,
      first_deposit_minor: null,
      created_at: row.at,
      decided_at: null,
    })
    .execute();
}

export async function referralOf(db: Db, inviteeId: number) {
  return db.selectFrom('referrals').selectAll().where('invitee_id', '=', inviteeId).executeTakeFirst();
}

/**
 * Inside a paid deposit's transaction: the first paid deposit of an invitee is the one whose transaction sets it
 * (a conditional UPDATE, so of two deposits settling at once exactly one is first). Nothing for a non-invitee.
 */
export async function markFirstDeposit(trx: Db, inviteeId: number, orderId: string, amountMinor: bigint) {
  const result = await trx
    .updateTable('referrals')
    .set({ first_deposit_order: orderId, first_deposit_minor: amountMinor })
    .where('invitee_id', '=', inviteeId)
    .where('first_deposit_order', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return;
  await trx
    .updateTable('referrals')
    .set({ status: 'deposited' })
    .where('invitee_id', '=', inviteeId)
    .where('status', '=', 'registered')
    .execute();
}

/** Moves a relation from one of `from` to `to`; false when it was no longer in one of them. */
export async function moveStatus(
  db: Db,
  inviteeId: number,
  from: readonly ReferralStatus[],
  to: ReferralStatus,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('referrals')
    .set({ status: to, decided_at: at })
    .where('invitee_id', '=', inviteeId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Held for the operator by the platform (not a decision: decided_at stays empty until the operator acts). */
export async function holdForOperator(db: Db, inviteeId: number): Promise<void> {
  await db
    .updateTable('referrals')
    .set({ status: 'held' })
    .where('invitee_id', '=', inviteeId)
    .where('status', 'in', ['registered', 'deposited'])
    .execute();
}

/** A released relation goes back to where its deposits put it. */
export async function release(db: Db, inviteeId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('referrals')
    .set((eb) => ({
      status: eb
        .case()
        .when('first_deposit_order', 'is', null)
        .then('registered' as ReferralStatus)
        .else('deposited' as ReferralStatus)
        .end(),
      decided_at: at,
    }))
    .where('invitee_id', '=', inviteeId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The referrer's invitees, newest first, with the reward's time when paid. */
export async function inviteesOf(db: Db, merchant: string, referrerId: number, limit: number) {
  return db
    .selectFrom('referrals')
    .innerJoin('members', 'members.id', 'referrals.invitee_id')
    .select([
      'members.username',
      'referrals.invitee_id',
      'referrals.status',
      'referrals.created_at',
      'referrals.decided_at',
    ])
    .where('referrals.merchant_code', '=', merchant)
    .where('referrals.referrer_id', '=', referrerId)
    .orderBy('referrals.created_at', 'desc')
    .orderBy('referrals.invitee_id', 'desc')
    .limit(limit)
    .execute();
}

/** For the operator: relations (only those in `status` when given), newest first, with both names. */
export async function relations(db: Db, merchant: string, status: ReferralStatus | undefined, limit: number) {
  let query = db
    .selectFrom('referrals')
    .innerJoin('members as invitee', 'invitee.id', 'referrals.invitee_id')
    .innerJoin('members as referrer', 'referrer.id', 'referrals.referrer_id')
    .select([
      'invitee.username as invitee',
      'referrer.username as referrer',
      'referrals.status',
      'referrals.register_ip',
      'referrals.first_deposit_minor',
      'referrals.created_at',
    ])
    .where('referrals.merchant_code', '=', merchant);
  if (status) query = query.where('referrals.status', '=', status);
  return query.orderBy('referrals.created_at', 'desc').limit(limit).execute();
}

/** What referral rewards paid into one main-wallet account, read from the ledger. */
export async function rewardsPaidTo(db: Db, merchant: string, accountId: number): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.sum<string | number | bigint | null>('amount_minor').as('total'))
    .where('merchant_code', '=', merchant)
    .where('code', '=', 'referral_reward')
    .where('credit_account_id', '=', accountId)
    .executeTakeFirst();
  return row?.total === null || row?.total === undefined ? 0n : toMinor(row.total);
}
