/**
 * The platform's readable companion of its HttpOnly session cookie (wps_signed_in=1): whether asking for the
 * cookie's session is worth a call. Kept apart from the restore itself so the shell can read it without loading
 * the account calls.
 */
const SIGNED_IN_MARK = 'wps_signed_in=1';

export function cookieSaysSignedIn(): boolean {
  return document.cookie.split('; ').includes(SIGNED_IN_MARK);
}
