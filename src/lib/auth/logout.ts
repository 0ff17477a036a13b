/** Logout (spec 4): tell the platform, clear the session, and go to the home page of the current language. */
import { logoutCall } from './account-calls.ts';
import { clearSession } from '../stores/session.ts';
import { localeOfPath, localizedPath } from '../i18n/locales.ts';

export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // The session is cleared here whatever the platform answered; an expired token is already dead there.
  }
  clearSession();
  window.location.assign(localizedPath('/', localeOfPath(window.location.pathname)));
}
