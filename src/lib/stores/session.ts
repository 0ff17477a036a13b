/**
 * $session: who is logged in, kept in the spec's sessionStorage keys (spec 3: token, account, username,
 * nickname, customerId, isAgent, toUpline, merchantCode, memberLabel, cpw). isAgent 4 marks a trial
 * account (spec 4).
 */
import { atom, computed } from 'nanostores';
import { readStorage, writeStorage } from './browser-storage.ts';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../../contract/rules/account-types.ts';

export interface Session {
  token: string;
  account: string;
  username: string;
  nickname: string;
  customerId: string;
  /** Numeric account type: 0 member, 1/2/41/42 agents, 4 trial. */
  isAgent: number;
  toUpline: string;
  merchantCode: string;
  /** Member labels, comma-separated as stored. */
  memberLabel: string;
  /**
   * '1' when this session may change its password without the old one (it began with a forced change);
   * the platform decides, this only tells the change-password screen to leave the field out.
   */
  cpw: string;
}

const KEYS = [
  'token',
  'account',
  'username',
  'nickname',
  'customerId',
  'isAgent',
  'toUpline',
  'merchantCode',
  'memberLabel',
  'cpw',
] as const;
/** Other per-login state cleared at logout (spec 4: login, agent and VIP state). */
const LOGIN_STATE_KEYS = ['validate', 'merchantWallet', 'favGames', 'iframeUrl', 'gameVendor', 'routers'] as const;

function readSession(): Session | null {
  const token = readStorage('session', 'token');
  if (!token) return null;
  const text = (key: (typeof KEYS)[number]) => readStorage('session', key) ?? '';
  return {
    token,
    account: text('account'),
    username: text('username'),
    nickname: text('nickname'),
    customerId: text('customerId'),
    isAgent: Number(text('isAgent') || 0),
    toUpline: text('toUpline'),
    merchantCode: text('merchantCode'),
    memberLabel: text('memberLabel'),
    cpw: text('cpw'),
  };
}

export const $session = atom<Session | null>(readSession());

export const $loginState = computed($session, (session) => ({
  isLogin: session !== null,
  isTrial: session?.isAgent === TRIAL_ACCOUNT_TYPE,
  isAgent: session !== null && AGENT_ACCOUNT_TYPES.includes(session.isAgent),
}));

/** The tab's mark of a session the platform ended and the player has not yet been told of (auth/session-ended.ts). */
export const SESSION_ENDED_KEY = 'sessionEnded';

export function setSession(session: Session): void {
  writeStorage('session', SESSION_ENDED_KEY, null);
  for (const key of KEYS) writeStorage('session', key, session[key] === '' ? null : String(session[key]));
  document.documentElement.dataset.auth = 'in';
  $session.set(session);
}

export function updateSession(changes: Partial<Session>): void {
  const current = $session.get();
  if (current) setSession({ ...current, ...changes });
}

export function clearSession(): void {
  for (const key of [...KEYS, ...LOGIN_STATE_KEYS]) writeStorage('session', key, null);
  delete document.documentElement.dataset.auth;
  $session.set(null);
}
