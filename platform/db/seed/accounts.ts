/**
 * Demo accounts (README "Demo data"). Passwords are hashed at seed time like any other; the forced-change
 * account keeps the spec's 123456 so the change-password screen can be seen.
 */
import type { Insertable } from 'kysely';
import type { MembersTable } from '../../modules/identity/tables.ts';
import { hashPassword } from '../../modules/identity/index.ts';

interface DemoAccount {
  username: string;
  password: string;
  accountType: number;
  clubLabel: string;
  rankLevel: number;
  mobile?: { dialing: string; national: string };
  email?: string;
  affiliateCode?: string;
  /** Username of the agent above. */
  upline?: string;
  labels: string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demoagent',
    password: 'Demo1234',
    accountType: 1,
    clubLabel: 'Gold',
    rankLevel: 3,
    affiliateCode: 'LOTUS1',
    email: 'demoagent@example.com',
    mobile: { dialing: '880', national: '1711000002' },
    labels: ['agent'],
  },
  {
    username: 'demoplayer',
    password: 'Demo1234',
    accountType: 0,
    clubLabel: 'Silver',
    rankLevel: 2,
    email: 'demoplayer@example.com',
    mobile: { dialing: '880', national: '1711000001' },
    upline: 'demoagent',
    labels: ['new'],
  },
  {
    username: 'vipplayer',
    password: 'Demo1234',
    accountType: 0,
    clubLabel: 'Diamond',
    rankLevel: 5,
    email: 'vipplayer@example.com',
    labels: ['vip'],
  },
  { username: 'forcedchange', password: '123456', accountType: 0, clubLabel: 'Bronze', rankLevel: 1, labels: [] },
  // demoagent's downline agent and that agent's member: the agent contracts' demo (issue 18).
  {
    username: 'subagent',
    password: 'Demo1234',
    accountType: 2,
    clubLabel: 'Silver',
    rankLevel: 2,
    affiliateCode: 'LOTUS2',
    upline: 'demoagent',
    labels: ['agent'],
  },
  {
    username: 'teamplayer',
    password: 'Demo1234',
    accountType: 0,
    clubLabel: 'Bronze',
    rankLevel: 1,
    upline: 'subagent',
    labels: [],
  },
];

export async function demoMembers(merchantCode: string, now: string): Promise<Insertable<MembersTable>[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({
      merchant_code: merchantCode,
      username: a.username,
      username_key: a.username.toLowerCase(),
      password_hash: await hashPassword(a.password),
      account_type: a.accountType,
      nickname: a.username,
      country_dialing_code: a.mobile?.dialing ?? null,
      mobile_num: a.mobile?.national ?? null,
      mobile_e164: a.mobile ? `+${a.mobile.dialing}${a.mobile.national}` : null,
      email: a.email ?? null,
      payee_name: null,
      payment_password_hash: null,
      qq_num: null,
      line: null,
      whatsapp: null,
      facebook: null,
      wechat: null,
      id_number: null,
      id_type: null,
      recommender_id: null,
      referral_code: null,
      affiliate_code: a.affiliateCode ?? null,
      to_upline: null,
      club_label: a.clubLabel,
      rank_level: a.rankLevel,
      trial: 0,
      status: 'active',
      register_url: null,
      register_domain: null,
      register_method: 'SEED',
      register_ip: null,
      must_change_password: 0,
      password_changed_at: now,
      last_login_at: null,
      created_at: now,
    })),
  );
}
