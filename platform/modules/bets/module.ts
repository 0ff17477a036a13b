/** The betting record. */
import type { PlatformModule } from '../../module.ts';
import { betRoutes } from './routes.ts';

export const betsModule: PlatformModule = { name: 'bets', wps: betRoutes };
