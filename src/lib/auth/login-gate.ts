/**
 * The login gate (spec 4): a guest gets the login popup, a trial account is told to register a real
 * account (in_need_true_account), a member goes on. Returns whether the caller may proceed.
 */
import { $loginState } from '../stores/session.ts';
import { openModal } from '../stores/modal.ts';

export function loginGate(): boolean {
  const state = $loginState.get();
  if (!state.isLogin) {
    openModal('login');
    return false;
  }
  if (state.isTrial) {
    openModal('trial');
    return false;
  }
  return true;
}

/**
 * The gate in front of a game (issue 13): a guest gets the login popup; a trial account plays with practice money,
 * so it goes on like a member. Returns whether the caller may proceed.
 */
export function playGate(): boolean {
  if ($loginState.get().isLogin) return true;
  openModal('login');
  return false;
}
