/** Browser calls for games (spec 7, Games): lists, hot games, favourites, and the permission data they need. */
import { callPlatform } from '../api/client.ts';
import type { GameMenus } from '../site/nav.ts';
import type { Game } from './game-types.ts';

/** Spec 7: hot games are asked for every platform the site can open. */
export const HOT_PLATFORMS = 'flash,html5-desktop';

export interface LobbyPermission {
  merchantCode: string;
  imageCDNs: string[];
}

export const fetchMenus = () => callPlatform<GameMenus>('/lgw/games/game_menus');

export async function fetchPermission(): Promise<LobbyPermission> {
  const value = await callPlatform<LobbyPermission>('/wps/system/permission');
  return { merchantCode: value.merchantCode, imageCDNs: value.imageCDNs ?? [] };
}

export type GameFilter = { vassalage: string } | { gameType: string };

export function fetchGameList(filter: GameFilter): Promise<Game[]> {
  const query = 'vassalage' in filter ? `vassalage=${encodeURIComponent(filter.vassalage)}` : `gameType=${encodeURIComponent(filter.gameType)}`;
  return callPlatform<Game[]>(`/wps/relay/GCSGAME_gameList?${query}`);
}

export function fetchHotGames(merchantCode: string, language: string, vassalage?: string): Promise<Game[]> {
  const query = new URLSearchParams({ merchantCode, isPlatform: '2', platform: HOT_PLATFORMS, language });
  if (vassalage) query.set('vassalage', vassalage);
  return callPlatform<Game[]>(`/wps/relay/GCSGAME_hotGamesV2?${query}`);
}

export const fetchFavourites = () => callPlatform<Game[]>('/wps/relay/GCSGAME_favouriteList');

export function setFavourite(gameCode: string, favourite: boolean): Promise<{ favourites: string[] }> {
  const path = favourite ? '/wps/relay/GCSGAME_addFavourite' : '/wps/relay/GCSGAME_removeFavourite';
  return callPlatform(path, { method: 'POST', body: { gameCode } });
}
