/** The game catalogue: vendors, games, favourites and recent games. */
import type { PlatformModule } from '../../module.ts';
import { gamesLgwRoutes, gamesWpsRoutes } from './routes.ts';

export const gamesModule: PlatformModule = { name: 'games', wps: gamesWpsRoutes, lgw: gamesLgwRoutes };
