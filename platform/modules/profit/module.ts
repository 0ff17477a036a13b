/** Personal profit and loss. */
import type { PlatformModule } from '../../module.ts';
import { profitRoutes } from './routes.ts';

export const profitModule: PlatformModule = { name: 'profit', wps: profitRoutes };
