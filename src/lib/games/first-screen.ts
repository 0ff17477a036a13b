/**
 * The first screen of a game list, loaded on the server so the page's largest paint (the first game
 * images) does not wait for the island, then the catalogue call, then the lazy loader. The island starts
 * from the same data (seed-games.ts), so it draws what the server drew. It is a guest's view: a member's
 * favourite stars arrive with the island's own call.
 */
import { platformGet, type PlatformCall } from '../api/platform-call.ts';
import type { Locale } from '../i18n/locales.ts';
import type { GameMenus } from '../site/nav.ts';
import { randomCdn } from '../site/cdn.ts';
import { HOT_PLATFORMS, type GameFilter, type LobbyPermission } from './game-calls.ts';
import type { Game } from './game-types.ts';
import { chooseVendor, LOBBIES, lobbyVendors, type LobbyPath } from './lobbies.ts';

export interface FirstScreen {
  permission: LobbyPermission;
  /** This page view's image CDN, picked here (spec 9: at random, once per page view) and kept by the island. */
  imageCdn: string | undefined;
  games: Game[];
}

export interface LobbyFirstScreen extends FirstScreen {
  /** Absent for a lobby listed by game type (bingo). */
  menus?: GameMenus;
  filter: GameFilter;
}

export interface HotFirstScreen extends FirstScreen {
  language: string;
}

async function permissionOf(call: PlatformCall | undefined, locale: Locale): Promise<LobbyPermission> {
  const value = await platformGet<LobbyPermission>(call, '/wps/system/permission', locale);
  return { merchantCode: value.merchantCode, imageCDNs: value.imageCDNs ?? [] };
}

function gameListPath(filter: GameFilter): string {
  const query = 'vassalage' in filter ? `vassalage=${encodeURIComponent(filter.vassalage)}` : `gameType=${encodeURIComponent(filter.gameType)}`;
  return `/wps/relay/GCSGAME_gameList?${query}`;
}

/** The lobby's tab as the address chooses it and that tab's games; undefined when there is nothing to list. */
export async function loadLobbyFirstScreen(call: PlatformCall | undefined, path: LobbyPath, locale: Locale, address: URLSearchParams): Promise<LobbyFirstScreen | undefined> {
  const lobby = LOBBIES[path];
  const [permission, menus] = await Promise.all([
    permissionOf(call, locale),
    lobby.gameType ? undefined : platformGet<GameMenus>(call, '/lgw/games/game_menus', locale),
  ]);
  const vendor = menus ? chooseVendor(lobbyVendors(lobby, menus), address) : undefined;
  const filter: GameFilter | undefined = lobby.gameType ? { gameType: lobby.gameType } : vendor ? { vassalage: vendor.vassalage } : undefined;
  if (!filter) return undefined;
  const games = await platformGet<Game[]>(call, gameListPath(filter), locale);
  return { permission, imageCdn: randomCdn(permission.imageCDNs), games, ...(menus ? { menus } : {}), filter };
}

/** The hot games as a guest sees them in this language. */
export async function loadHotFirstScreen(call: PlatformCall | undefined, locale: Locale): Promise<HotFirstScreen> {
  const permission = await permissionOf(call, locale);
  const query = new URLSearchParams({ merchantCode: permission.merchantCode, isPlatform: '2', platform: HOT_PLATFORMS, language: locale });
  const games = await platformGet<Game[]>(call, `/wps/relay/GCSGAME_hotGamesV2?${query}`, locale);
  return { permission, imageCdn: randomCdn(permission.imageCDNs), games, language: locale };
}
