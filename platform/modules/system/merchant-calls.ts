/**
 * The merchant's remaining common calls (spec 7 "Common" and "Home"; spec 3 session keys routers and
 * merchantWallet): region dropdown, routers, domain route and merchant wallet, all read from merchant data.
 */
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { buildNav } from '../../../contract/rules/nav.ts';
import { gameMenus } from '../games/index.ts';
import { agentByDomain } from '../identity/index.ts';
import * as repo from './repository.ts';

/** Spec 3 "Region list entry": id, value, label (in the player's language). */
export async function regionDropdown(ctx: PlatformContext, menuGroup: string, language: MessageLanguage) {
  const rows = await repo.regions(ctx.db, ctx.config.merchantCode, menuGroup);
  return rows.map((r) => ({ id: r.id, value: r.value, label: language === 'bn' ? r.label_bn : r.label_en }));
}

/**
 * The site's routes this merchant offers: the navigation its vendors make (a lobby only when its category has
 * vendors), the same list the header draws, so a stored copy can tell a page that is not offered.
 */
export async function routers(ctx: PlatformContext, language: MessageLanguage) {
  const nav = buildNav(await gameMenus(ctx, language));
  return nav.map((item) => ({ name: item.name, page: item.page, gameType: item.gameType, point: item.point }));
}

/** Host names arrive as the site sends them; only the name is compared, never a port or a path. */
export function hostName(url: string): string | null {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
  try {
    return new URL(candidate).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * Where a visitor on this host lands, and the agent invitation code the host carries (an agent's registration
 * domain). Unknown hosts land on home without a code.
 */
export async function domainRoute(ctx: PlatformContext, host: string) {
  const merchant = ctx.config.merchantCode;
  const [route, agent] = await Promise.all([
    repo.domainRoute(ctx.db, merchant, host),
    agentByDomain(ctx.db, merchant, host),
  ]);
  return {
    domain: host,
    route: route?.route ?? '/',
    known: route !== undefined,
    affiliateCode: agent?.affiliate_code ?? null,
  };
}

/**
 * The merchant wallet (session key merchantWallet): the currency, and which vendors play the main wallet
 * (seamless) and which keep a wallet of their own that My Wallet fills (transfer).
 */
export async function merchantWallet(ctx: PlatformContext) {
  const settings = await ctx.settings.get();
  const vendors = await repo.vendorWallets(ctx.db, settings.code);
  return {
    currency: settings.currency,
    currencySymbol: settings.currencySymbol,
    wallets: vendors.map((v) => ({
      vassalage: v.vassalage,
      name: v.name,
      category: v.category,
      walletMode: v.wallet_mode,
    })),
  };
}
