/**
 * The header's bottom navigation built from the platform's vendor data (spec 2, header bottom navigation):
 * hot, favourites (logged in only), bingo, then ELOTT+LOTT, LIVE, a DS88 item, SPORTS, FISH, RNG, PVP, ESPORTS,
 * each category only when it has vendors.
 */
import type { GameMenus } from '../games.ts';

export type { GameMenus, VendorCard } from '../games.ts';

/** Spec 3 nav item: name, gameType, page, point, enName, sideMenuIcon. */
export interface NavItem {
  /** Message key of the item's label (nav.item.<name>). */
  name: string;
  gameType: string | null;
  /** Site path with its query; not yet localized. */
  page: string;
  /** Shown only to logged-in visitors. */
  point: 'all' | 'logged-in';
  enName: string;
  sideMenuIcon: string;
}

const LOTTERY_VENDOR = 'TCG_SEA';
const SABONG_VENDOR = 'DS88';

function firstVendor(menus: GameMenus, category: string): string | undefined {
  return menus.categories[category]?.cards[0]?.vassalage;
}

function has(menus: GameMenus, category: string): boolean {
  return (menus.categories[category]?.cards.length ?? 0) > 0;
}

function withVassalage(path: string, vassalage: string | undefined): string {
  return vassalage ? `${path}?vassalage=${encodeURIComponent(vassalage)}` : path;
}

export function buildNav(menus: GameMenus): NavItem[] {
  const items: NavItem[] = [
    { name: 'hot', gameType: null, page: '/hot', point: 'all', enName: 'Hot Games', sideMenuIcon: 'flame' },
    { name: 'fav', gameType: null, page: '/fav', point: 'logged-in', enName: 'Favourites', sideMenuIcon: 'star' },
    { name: 'bingo', gameType: 'BINGO', page: '/bingo', point: 'all', enName: 'Bingo', sideMenuIcon: 'bingo' },
  ];
  if (has(menus, 'ELOTT') || has(menus, 'LOTT')) {
    // Lottery and e-lottery open the TCG_SEA vendor (spec 2).
    const lotteryVendors = [...(menus.categories.ELOTT?.cards ?? []), ...(menus.categories.LOTT?.cards ?? [])];
    const vassalage = lotteryVendors.some((c) => c.vassalage === LOTTERY_VENDOR)
      ? LOTTERY_VENDOR
      : lotteryVendors[0]?.vassalage;
    items.push({
      name: 'lottery',
      gameType: 'LOTT',
      page: withVassalage('/elott', vassalage),
      point: 'all',
      enName: 'Lottery',
      sideMenuIcon: 'lottery',
    });
  }
  if (has(menus, 'LIVE')) {
    items.push({
      name: 'live',
      gameType: 'LIVE',
      page: withVassalage('/live', firstVendor(menus, 'LIVE')),
      point: 'all',
      enName: 'Live Casino',
      sideMenuIcon: 'live',
    });
  }
  const sabong = menus.categories.SPORTS?.cards.find((c) => c.vassalage === SABONG_VENDOR);
  if (sabong) {
    items.push({
      name: 'sabong',
      gameType: 'SPORTS',
      page: withVassalage('/sports', SABONG_VENDOR),
      point: 'all',
      enName: sabong.name,
      sideMenuIcon: 'sabong',
    });
  }
  if (has(menus, 'SPORTS')) {
    items.push({
      name: 'sports',
      gameType: 'SPORTS',
      page: '/sports',
      point: 'all',
      enName: 'Sports',
      sideMenuIcon: 'sports',
    });
  }
  if (has(menus, 'FISH')) {
    items.push({
      name: 'fish',
      gameType: 'FISH',
      page: withVassalage('/fish', firstVendor(menus, 'FISH')),
      point: 'all',
      enName: 'Fishing',
      sideMenuIcon: 'fish',
    });
  }
  if (has(menus, 'RNG')) {
    items.push({
      name: 'slots',
      gameType: 'RNG',
      page: withVassalage('/rng', firstVendor(menus, 'RNG')),
      point: 'all',
      enName: 'Slots',
      sideMenuIcon: 'slots',
    });
  }
  if (has(menus, 'PVP')) {
    items.push({
      name: 'pvp',
      gameType: 'PVP',
      page: withVassalage('/pvp', firstVendor(menus, 'PVP')),
      point: 'all',
      enName: 'PVP',
      sideMenuIcon: 'pvp',
    });
  }
  if (has(menus, 'ESPORTS')) {
    items.push({
      name: 'esports',
      gameType: 'ESPORTS',
      page: '/esports',
      point: 'all',
      enName: 'Esports',
      sideMenuIcon: 'esports',
    });
  }
  return items;
}
