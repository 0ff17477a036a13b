/**
 * The platform said the session is over (401 not_logged_in to a call that carried the token: idle too long,
 * the day of "remember me" is up, logged out elsewhere, password changed elsewhere). The tab stops
 * pretending: the session keys go, and the login popup says why (issue 13).
 */
import { $session, clearSession, SESSION_ENDED_KEY as ENDED_KEY } from '../stores/session.ts';
import { switchModal } from '../stores/modal.ts';
import { readStorage, writeStorage } from '../stores/browser-storage.ts';
import { afterDisclaimer } from '../site/disclaimer.ts';

/** `token` is the one the refused call carried: a refusal of an older session must not end a newer one. */
export function sessionEnded(token: string): void {
  if ($session.get()?.token !== token) return;
  clearSession();
  // Kept for the tab until the popup is closed or someone logs in: a page left before the popup was seen
  // (a click on a link while the refused call was out) shows it on the next page instead.
  writeStorage('session', ENDED_KEY, '1');
  switchModal('login', { sessionEnded: true });
}

/** On a page load: the popup of a session that ended on the page before, if nobody has logged in since. */
export function showEndedSessionPopup(): void {
  if (readStorage('session', ENDED_KEY) !== '1' || $session.get()) return;
  afterDisclaimer(() => switchModal('login', { sessionEnded: true }));
}

/** The popup was closed or a session began: the ended session has been told. */
export function forgetEndedSession(): void {
  writeStorage('session', ENDED_KEY, null);
}
