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
