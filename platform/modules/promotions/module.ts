/** Promotions and their bonuses. */
import type { PlatformModule } from '../../module.ts';
import { promotionRoutes } from './routes.ts';

export const promotionsModule: PlatformModule = { name: 'promotions', wps: promotionRoutes };
