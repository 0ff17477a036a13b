/**
 * Which customer-service address to open (spec 7): the entry of type '3', or '4' (the VIP channel) for a
 * logged-in member whose club rank is above 4; and a same-site address in the page's language, so the
 * built-in chat opens in Bengali from a Bengali page and in English from /en/. Outside addresses (a
 * merchant's own chat service) are opened as configured.
 */
import { localizedPath, type Locale } from '../i18n/locales.ts';

export interface ServiceEntry {
  type: string;
  path: string;
}

export const LIVE_CHAT = '3';
export const VIP_CHAT = '4';
export const VIP_ABOVE_RANK = 4;

export function chooseServiceEntry(
  pathList: readonly ServiceEntry[],
  isLogin: boolean,
  rankLevel: number,
): ServiceEntry | undefined {
  const wanted = isLogin && rankLevel > VIP_ABOVE_RANK ? VIP_CHAT : LIVE_CHAT;
  return pathList.find((p) => p.type === wanted) ?? pathList.find((p) => p.type === LIVE_CHAT);
}

export function serviceAddressFor(address: string, origin: string, locale: Locale): string {
  const url = new URL(address, origin);
  if (url.origin !== origin) return url.href;
  url.pathname = localizedPath(url.pathname, locale);
  return url.href;
}
