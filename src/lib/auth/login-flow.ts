/**
 * What happens after the platform opens a session (spec 4, Login / Free play / Registration): the session
 * keys are stored, and either the change-password screen is due or member info is loaded.
 */
import { setSession, updateSession } from '../stores/session.ts';
import { fetchMemberInfo, type LoginResult, type MemberInfo } from './account-calls.ts';
import { loadLoginState } from './login-state.ts';

/** How the session began; sms and firebase logins never force a password change (spec 4). */
export type LoginKind = 'username' | 'sms' | 'firebase' | 'register' | 'freeplay' | 'password';

export type NextStep = 'changePassword' | 'welcome';

/** The spec's session keys from a token and the member it belongs to. */
export function sessionFrom(token: string, member: MemberInfo, cpw: boolean) {
  return {
    token,
    account: member.account,
    username: member.username,
    nickname: member.nickname,
    customerId: member.customerId,
    isAgent: member.isAgent,
    toUpline: member.toUpline === null ? '' : String(member.toUpline),
    merchantCode: member.merchantCode,
    memberLabel: member.memberLabel.join(','),
    cpw: cpw ? '1' : '',
  };
}

export async function startSession(result: LoginResult, kind: LoginKind): Promise<NextStep> {
  const forced = result.forceChange && (kind === 'username' || kind === 'password');
  setSession(sessionFrom(result.token, result.member, forced));
  if (forced) return 'changePassword';
  // Not awaited: the merchant's routers and wallet fill their session keys while the welcome shows.
  void loadLoginState();
  // Member info is loaded after every login (spec 4); the login answer's copy covers a failed reload.
  try {
    const member = await fetchMemberInfo();
    updateSession(sessionFrom(result.token, member, false));
  } catch {
    // The session is open either way; the header shows what the login answer said.
  }
  return 'welcome';
}
