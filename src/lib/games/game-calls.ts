/** Browser calls for games (spec 7, Games): lists, hot games, favourites, and the permission data they need. */
import type { Permission } from '../../../contract/calls/system.ts';
import { callContract } from '../api/client.ts';
import { loadPermission } from '../site/system-calls.ts';
import type { Game } from './game-types.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const calls = () => import('../../../contract/calls/games.ts');

/** Spec 7: hot games are asked for every platform the site can open. */
export const HOT_PLATFORMS = 'flash,html5-desktop';

/** What a lobby reads from the permission answer. */
export type LobbyPermission = Pick<Permission, 'merchantCode' | 'imageCDNs'>;

export const fetchMenus = async () => callContract((await calls()).fetchGameMenus);

export async function fetchPermission(): Promise<LobbyPermission> {
  const { merchantCode, imageCDNs } = await loadPermission();
  return { merchantCode, imageCDNs };
}

export type GameFilter = { vassalage: string } | { gameType: string };

export async function fetchGameList(filter: GameFilter): Promise<Game[]> {
  return callContract((await calls()).gameList, { query: filter });
}

export async function fetchHotGames(merchantCode: string, language: string, vassalage?: string): Promise<Game[]> {
  return callContract((await calls()).hotGames, {
    query: { merchantCode, isPlatform: '2', platform: HOT_PLATFORMS, language, vassalage: vassalage || undefined },
  });
}

export const fetchFavourites = async () => callContract((await calls()).favouriteList);

/** The member's recently played games, latest first (GCS_recentGame). */
export const fetchRecentGames = async () => callContract((await calls()).recentGames);

export async function setFavourite(gameCode: string, favourite: boolean) {
  return callContract(favourite ? (await calls()).addFavourite : (await calls()).removeFavourite, {
    body: { gameCode },
  });
}
