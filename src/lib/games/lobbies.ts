/**
 * The lobby routes (spec 2): which vendor categories each one's tabs come from, or, for bingo, which game
 * type it lists across vendors (bingo is a nav item, not a vendor category).
 */
import type { GameMenus } from '../../../contract/rules/nav.ts';
import type { VendorCard } from './game-types.ts';

export type LobbyPath = 'rng' | 'live' | 'fish' | 'pvp' | 'elott' | 'esports' | 'bingo';

export interface Lobby {
  path: LobbyPath;
  categories: readonly string[];
  gameType?: string;
}

export const LOBBIES: Record<LobbyPath, Lobby> = {
  rng: { path: 'rng', categories: ['RNG'] },
  live: { path: 'live', categories: ['LIVE'] },
  fish: { path: 'fish', categories: ['FISH'] },
  pvp: { path: 'pvp', categories: ['PVP'] },
  // Lottery and e-lottery share one page (spec 2: "ELOTT and LOTT (/elott)").
  elott: { path: 'elott', categories: ['LOTT', 'ELOTT'] },
  esports: { path: 'esports', categories: ['ESPORTS'] },
  bingo: { path: 'bingo', categories: [], gameType: 'BINGO' },
};

export function lobbyVendors(lobby: Lobby, menus: GameMenus): VendorCard[] {
  return lobby.categories.flatMap((c) => menus.categories[c]?.cards ?? []);
}

/**
 * The tab to show: the `page` query names it (a vassalage, or a 1-based position), else the nav's
 * `vassalage`, else the first vendor. Unknown values fall back rather than show an empty lobby.
 */
export function chooseVendor(vendors: readonly VendorCard[], query: URLSearchParams): VendorCard | undefined {
  const find = (value: string | null) => {
    if (!value) return undefined;
    const byCode = vendors.find((v) => v.vassalage === value);
    if (byCode) return byCode;
    const position = /^\d+$/.test(value) ? Number(value) : 0;
    return position >= 1 ? vendors[position - 1] : undefined;
  };
  return find(query.get('page')) ?? find(query.get('vassalage')) ?? vendors[0];
}

/** Search by name: case-insensitive, every word must appear (Bengali vowel signs are kept: they change the word). */
export function matchesSearch(name: string, search: string): boolean {
  const fold = (s: string) => s.normalize('NFC').toLowerCase();
  const haystack = fold(name);
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
