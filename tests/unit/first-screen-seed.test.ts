/** The island starts from the server's first screen: its data in the query cache and the server's image CDN kept. */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { adoptCdn, pickCdn, randomCdn } from '../../src/lib/site/cdn.ts';
import { seedHot, seedLobby } from '../../src/lib/games/seed-games.ts';
import { gameListQuery, hotGamesQuery, menusQuery, permissionQuery } from '../../src/lib/games/game-queries.ts';
import type { Game } from '../../src/lib/games/game-types.ts';

const game = (code: string): Game => ({
  code,
  name: code,
  vassalage: 'V',
  category: 'RNG',
  image: `/images/games/${code}.svg`,
  isHot: false,
  isGame: 'GAME',
  gameType: null,
  accountTypeName: null,
  defaultPlayType: null,
  isFavourite: false,
});
const menus = { categories: { RNG: { cards: [{ vassalage: 'V', name: 'Vendor', isHot: false }] } } } as never;

describe('first screen seed', () => {
  it('puts the guest list, the vendors and the permission into the cache', () => {
    const client = new QueryClient();
    const permission = { merchantCode: 'demo', imageCDNs: ['/cdn/x', '/cdn/y'] };
    seedLobby(client, { permission, imageCdn: '/cdn/y', games: [game('a')], menus, filter: { vassalage: 'V' } });
    expect(client.getQueryData(gameListQuery({ vassalage: 'V' }, false).queryKey)).toEqual([game('a')]);
    // A member's list carries favourite stars: it is never taken from the guest's.
    expect(client.getQueryData(gameListQuery({ vassalage: 'V' }, true).queryKey)).toBeUndefined();
    expect(client.getQueryData(menusQuery().queryKey)).toBe(menus);
    expect(client.getQueryData(permissionQuery().queryKey)).toBe(permission);
    // The island asks for the images through the CDN the server drew the page with.
    expect(pickCdn(permission.imageCDNs, 'image', () => 0)).toBe('/cdn/y');
  });

  it('leaves data already in the cache alone', () => {
    const client = new QueryClient();
    const key = hotGamesQuery('demo', 'en', false).queryKey;
    client.setQueryData(key, [game('newer')]);
    seedHot(client, {
      permission: { merchantCode: 'demo', imageCDNs: [] },
      imageCdn: undefined,
      games: [game('older')],
      language: 'en',
    });
    expect(client.getQueryData(key)).toEqual([game('newer')]);
  });

  it('ignores a server CDN that is not in the list and never replaces a pick', () => {
    const list = ['/cdn/p', '/cdn/q'];
    adoptCdn(list, 'image', '/cdn/elsewhere');
    expect(pickCdn(list, 'image', () => 0.99)).toBe('/cdn/q');
    adoptCdn(list, 'image', '/cdn/p');
    expect(pickCdn(list, 'image', () => 0)).toBe('/cdn/q');
  });

  it('draws a server pick afresh each time', () => {
    expect(randomCdn(['/a', '/b'], () => 0)).toBe('/a');
    expect(randomCdn(['/a', '/b'], () => 0.6)).toBe('/b');
    expect(randomCdn([])).toBeUndefined();
  });
});
