/**
 * $session: who is logged in, kept in the spec's sessionStorage keys (token, account, username, nickname,
 * customerId, isAgent). isAgent 4 marks a trial account (spec 4).
 */
import { atom, computed } from 'nanostores';
import { readStorage, writeStorage } from './browser-storage.ts';

export interface Session {
  token: string;
  account: string;
  username: string;
  nickname: string;
  customerId: string;
  /** Numeric account type: 0 member, 1/2/41/42 agents, 4 trial. */
  isAgent: number;
}

const KEYS = ['token', 'account', 'username', 'nickname', 'customerId', 'isAgent'] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

function readSession(): Session | null {
  const token = readStorage('session', 'token');
  if (!token) return null;
  return {
    token,
    account: readStorage('session', 'account') ?? '',
    username: readStorage('session', 'username') ?? '',
    nickname: readStorage('session', 'nickname') ?? '',
    customerId: readStorage('session', 'customerId') ?? '',
    isAgent: Number(readStorage('session', 'isAgent') ?? 0),
  };
}

export const $session = atom<Session | null>(readSession());

export const $loginState = computed($session, (session) => ({
  isLogin: session !== null,
  isTrial: session?.isAgent === TRIAL_ACCOUNT_TYPE,
  isAgent: session !== null && AGENT_ACCOUNT_TYPES.includes(session.isAgent),
}));

export function setSession(session: Session): void {
  for (const key of KEYS) writeStorage('session', key, String(session[key]));
  document.documentElement.dataset.auth = 'in';
  $session.set(session);
}

export function clearSession(): void {
  for (const key of KEYS) writeStorage('session', key, null);
  delete document.documentElement.dataset.auth;
  $session.set(null);
}
