/**
 * Puts a server-drawn first screen (first-screen.ts) into the island's query cache before its first render,
 * so the island draws the same list at once instead of "loading", and keeps the server's image CDN.
 * Data already in the cache (a later island on the same page) wins: it is at least as fresh.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adoptCdn } from '../site/cdn.ts';
import type { FirstScreen, HotFirstScreen, LobbyFirstScreen } from './first-screen.ts';
import { gameListQuery, hotGamesQuery, menusQuery, permissionQuery } from './game-queries.ts';

function seed(client: QueryClient, key: QueryKey, data: unknown): void {
  if (client.getQueryData(key) === undefined) client.setQueryData(key, data);
}

function seedCommon(client: QueryClient, screen: FirstScreen): void {
  seed(client, permissionQuery().queryKey, screen.permission);
  adoptCdn(screen.permission.imageCDNs, 'image', screen.imageCdn);
}

/** The guest's list is the server's; a member's list (favourite stars) is asked for, with the server's as placeholder. */
export function seedLobby(client: QueryClient, screen: LobbyFirstScreen): void {
  seedCommon(client, screen);
  if (screen.menus) seed(client, menusQuery().queryKey, screen.menus);
  seed(client, gameListQuery(screen.filter, false).queryKey, screen.games);
}

export function seedHot(client: QueryClient, screen: HotFirstScreen): void {
  seedCommon(client, screen);
  seed(client, hotGamesQuery(screen.permission.merchantCode, screen.language, false).queryKey, screen.games);
}
