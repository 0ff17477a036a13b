/**
 * Registration and password help: labels, SMS codes, captchas, mailed reset codes: table types, composed into the
 * database type in platform/db/schema.ts.
 */
import type { Generated } from 'kysely';

export interface AccountTables {
  member_labels: MemberLabelsTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  password_reset_codes: PasswordResetCodesTable;
}

export interface MemberLabelsTable {
  member_id: number;
  label_name: string;
}

/** SMS codes, hashed; single use, with an attempt count and an expiry. */
export interface VerificationCodesTable {
  id: Generated<number>;
  merchant_code: string;
  mobile_e164: string;
  /** login, register or password. */
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  created_at: string;
  expires_at: string;
}

/** Codes mailed by "forgot password by email"; only a hash is kept. */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  member_id: number;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
