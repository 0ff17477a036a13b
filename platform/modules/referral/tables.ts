/** The referral tables (migration 2026-11-25T0033), composed into the database type in platform/db/schema.ts. */

/**
 * registered: no paid deposit yet; deposited: the first paid deposit is known (below the minimum, it never pays);
 * rewarded: the referrer was paid; held: registered from the referrer's own address, for an operator to decide;
 * rejected: the operator refused it, nothing is ever paid.
 */
export type ReferralStatus = 'registered' | 'deposited' | 'rewarded' | 'held' | 'rejected';

export interface ReferralSettingsTable {
  merchant_code: string;
  /** What the referrer receives, once per invitee (minor units; number on SQLite, bigint on PostgreSQL). */
  reward_minor: bigint;
  /** The invitee's first paid deposit must be at least this much. */
  min_deposit_minor: bigint;
  updated_at: string;
}

export interface ReferralCodesTable {
  member_id: number;
  merchant_code: string;
  code: string;
  created_at: string;
}

export interface ReferralsTable {
  invitee_id: number;
  merchant_code: string;
  referrer_id: number;
  status: ReferralStatus;
  register_ip: string | null;
  first_deposit_order: string | null;
  first_deposit_minor: bigint | null;
  created_at: string;
  decided_at: string | null;
}

export interface ReferralTables {
  referral_settings: ReferralSettingsTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
}
