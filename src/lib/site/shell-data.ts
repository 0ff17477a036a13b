/** The platform data the page shell shows (vendor data and the permission flags), loaded once per render. */
import { platformGet, type PlatformCall } from '../api/platform-call.ts';
import type { Locale } from '../i18n/locales.ts';
import type { GameMenus } from './nav.ts';

export interface Permission {
  flags: Record<string, boolean>;
  resources: { resourceType: string; url: string; qrCodeUrl: string | null; labelNameEn: string; labelNameBn: string }[];
  banners: { groupName: string; url: string }[];
  contactUrl: string | null;
  currency: { code: string; symbol: string };
  imageCDNs: string[];
}

export interface ShellData {
  menus: GameMenus;
  permission: Permission;
}

const cache = new WeakMap<object, Map<Locale, Promise<ShellData>>>();

/** Shared by every live region of one page render (keyed on the request's locals). */
export function loadShellData(locals: App.Locals, locale: Locale): Promise<ShellData> {
  let byLocale = cache.get(locals);
  if (!byLocale) cache.set(locals, (byLocale = new Map()));
  let data = byLocale.get(locale);
  if (!data) {
    const call: PlatformCall | undefined = locals.platform;
    data = Promise.all([
      platformGet<GameMenus>(call, '/lgw/games/game_menus', locale),
      platformGet<Permission>(call, '/wps/system/permission', locale),
    ]).then(([menus, permission]) => ({ menus, permission }));
    byLocale.set(locale, data);
  }
  return data;
}
