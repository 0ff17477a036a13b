/**
 * The first screen of a game list, loaded on the server so the page's largest paint (the first game
 * images) does not wait for the island, then the catalogue call, then the lazy loader. The island starts
 * from the same data (seed-games.ts), so it draws what the server drew. It is a guest's view: a member's
 * favourite stars arrive with the island's own call.
 */
import { fetchPermission } from '../../../contract/calls/system.ts';
import type { PlatformCall } from '../api/platform-call.ts';
import type { Locale } from '../i18n/locales.ts';
import type { GameMenus } from '../../../contract/games.ts';
import { fetchGameMenus, gameList, hotGames } from '../../../contract/calls/games.ts';
import { platformContract } from '../api/platform-contract.ts';
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
  const { merchantCode, imageCDNs } = await platformContract(call, fetchPermission, locale);
  return { merchantCode, imageCDNs };
}

/** The lobby's tab as the address chooses it and that tab's games; undefined when there is nothing to list. */
export async function loadLobbyFirstScreen(
  call: PlatformCall | undefined,
  path: LobbyPath,
  locale: Locale,
  address: URLSearchParams,
): Promise<LobbyFirstScreen | undefined> {
  const lobby = LOBBIES[path];
  const [permission, menus] = await Promise.all([
    permissionOf(call, locale),
    lobby.gameType ? undefined : platformContract(call, fetchGameMenus, locale),
  ]);
  const vendor = menus ? chooseVendor(lobbyVendors(lobby, menus), address) : undefined;
  const filter: GameFilter | undefined = lobby.gameType
    ? { gameType: lobby.gameType }
    : vendor
      ? { vassalage: vendor.vassalage }
      : undefined;
  if (!filter) return undefined;
  const games = await platformContract(call, gameList, locale, { query: filter });
  return { permission, imageCdn: randomCdn(permission.imageCDNs), games, ...(menus ? { menus } : {}), filter };
}

/** The hot games as a guest sees them in this language. */
export async function loadHotFirstScreen(call: PlatformCall | undefined, locale: Locale): Promise<HotFirstScreen> {
  const permission = await permissionOf(call, locale);
  const query = { merchantCode: permission.merchantCode, isPlatform: '2', platform: HOT_PLATFORMS, language: locale };
  const games = await platformContract(call, hotGames, locale, { query });
  return { permission, imageCdn: randomCdn(permission.imageCDNs), games, language: locale };
}
