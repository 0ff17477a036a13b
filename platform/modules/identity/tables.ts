/** Table types: who a member is and their login sessions; composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types.ts';

export interface IdentityTables {
  members: MembersTable;
  sessions: SessionsTable;
}

/** A player, agent or trial account (spec 3). Usernames are unique per merchant whatever their case. */
export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  /** The username in lower case: what uniqueness and login compare. */
  username_key: string;
  /** argon2id PHC string. */
  password_hash: string;
  /** Spec isAgent: 0 member, 1/2/41/42 agent types, 4 trial. */
  account_type: number;
  nickname: string;
  country_dialing_code: string | null;
  mobile_num: string | null;
  /** The mobile number in E.164 form: unique per merchant when present. */
  mobile_e164: string | null;
  email: string | null;
  payee_name: string | null;
  payment_password_hash: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  id_type: string | null;
  recommender_id: string | null;
  referral_code: string | null;
  /** An agent's invitation code, upper case, unique per merchant. */
  affiliate_code: string | null;
  /** The inviting agent's member id. */
  to_upline: number | null;
  club_label: string;
  rank_level: number;
  /** Trial marker: the wallet gives such members a play balance, never real money. */
  trial: Flag;
  /** 'active' or 'disabled'. */
  status: string;
  register_url: string | null;
  register_domain: string | null;
  register_method: string | null;
  register_ip: string | null;
  /** Set by a temporary password (forgot by email): the next login must change it. */
  must_change_password: Flag;
  password_changed_at: string;
  last_login_at: string | null;
  created_at: string;
  /** The language the member last chose (bn, en); null until they choose: messages then use the site default. */
  language: string | null;
}

/** A login. Only the SHA-256 of the token is kept, so a copy of the table opens no session. */
export interface SessionsTable {
  token_hash: string;
  member_id: number;
  /** How it began: username, sms, register, freeplay, password. */
  login_kind: string;
  /** Begun with the password 123456 or an expired one: the password change may omit the old password. */
  forced_change: Flag;
  ip: string;
  created_at: string;
  last_seen_at: string;
  /** Set for a remembered session ("remember me", one day): it ends then whatever its use; null: idle expiry. */
  expires_at: string | null;
}
