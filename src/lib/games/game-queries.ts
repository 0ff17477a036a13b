/** Query options for games (hierarchical keys under ['games']); favourites change them, so they go stale at once. */
import { queryOptions } from '@tanstack/react-query';
import {
  fetchFavourites,
  fetchGameList,
  fetchRecentGames,
  fetchHotGames,
  fetchMenus,
  fetchPermission,
  type GameFilter,
} from './game-calls.ts';

// Vendors and permissions change rarely (spec: cached for the session); five minutes is plenty within one page.
const LONG = 5 * 60_000;

export const menusQuery = () => queryOptions({ queryKey: ['games', 'menus'], queryFn: fetchMenus, staleTime: LONG });
export const permissionQuery = () =>
  queryOptions({ queryKey: ['games', 'permission'], queryFn: fetchPermission, staleTime: LONG });

/** The token changes what a list says (isFavourite), so a login or logout is part of the key. */
export const gameListQuery = (filter: GameFilter, member: boolean) =>
  queryOptions({
    queryKey: ['games', 'list', 'vassalage' in filter ? filter.vassalage : `type:${filter.gameType}`, member],
    queryFn: () => fetchGameList(filter),
  });

export const hotGamesQuery = (merchantCode: string, language: string, member: boolean) =>
  queryOptions({ queryKey: ['games', 'hot', language, member], queryFn: () => fetchHotGames(merchantCode, language) });

export const favouritesQuery = () =>
  queryOptions({ queryKey: ['games', 'favourites'], queryFn: fetchFavourites, staleTime: 0 });

/** Recents change with every launch, in another tab too: asked again whenever a page shows them. */
export const recentGamesQuery = () =>
  queryOptions({ queryKey: ['games', 'recent'], queryFn: fetchRecentGames, staleTime: 0 });
