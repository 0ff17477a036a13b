/**
 * A tab without a token gets the session of its cookie back (a new tab, a reload after the tab's storage was
 * lost, a remembered device the next day). The spec keeps the token in sessionStorage, which each tab has
 * for itself; the platform's HttpOnly cookie is shared by the browser, and its readable companion
 * (wps_signed_in) says whether asking is worth a call. Asked once per page, whoever asks first.
 * A cookie that says signed in for a session the platform has ended (idle, the remembered day is up, ended
 * elsewhere) is a dead session like a refused call (spec 8): the login popup says so. The platform clears the
 * cookies with that answer, so the popup comes once.
 */
import { $session, setSession } from '../stores/session.ts';
import { restoreCall } from './account-calls.ts';
import { sessionFrom } from './login-flow.ts';
import { switchModal } from '../stores/modal.ts';
import { afterDisclaimer } from '../site/disclaimer.ts';
import { cookieSaysSignedIn } from './signed-in-mark.ts';

let asked: Promise<void> | null = null;

export function restoreSession(): Promise<void> {
  if ($session.get() || !cookieSaysSignedIn()) return Promise.resolve();
  asked ??= restoreCall()
    .then((restored) => {
      // A login in this tab while the call was out wins over what the cookie said.
      if ($session.get()) return;
      if (restored.signedIn) setSession(sessionFrom(restored.token, restored.member, restored.forceChange));
      // A new tab of a guest is due the disclaimer first; nothing opens on top of it (spec 4).
      else afterDisclaimer(() => switchModal('login', { sessionEnded: true }));
    })
    .catch(() => {
      // Unreachable platform: the tab stays a guest's; the next page asks again.
    });
  return asked;
}
