/** The platform data the page shell shows (vendor data and the permission flags), loaded once per render. */
import { fetchPermission, type Permission } from '../../../contract/calls/system.ts';
import { fetchGameMenus } from '../../../contract/calls/games.ts';
import type { PlatformCall } from '../api/platform-call.ts';
import { platformContract } from '../api/platform-contract.ts';
import type { Locale } from '../i18n/locales.ts';
import type { GameMenus } from '../../../contract/rules/nav.ts';

export type { Permission };

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
      platformContract(call, fetchGameMenus, locale),
      platformContract(call, fetchPermission, locale),
    ]).then(([menus, permission]) => ({ menus, permission }));
    byLocale.set(locale, data);
  }
  return data;
}
