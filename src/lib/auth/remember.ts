/**
 * "Remember password" (spec 4, cookies for 1 day). Only the username and the choice are kept: a password in
 * a cookie would be readable by any script on the page and sent with every request. The password field is
 * marked autocomplete="current-password", so the browser's own password manager fills it safely.
 */
const COOKIE = 'rememberUser';
const ONE_DAY_S = 24 * 60 * 60;

export function rememberedUsername(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) || null : null;
}

export function rememberUsername(username: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = username
    ? `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${ONE_DAY_S}; Path=/; SameSite=Lax${secure}`
    : `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
