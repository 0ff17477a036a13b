/** The account record. */
import type { PlatformModule } from '../../module.ts';
import { recordRoutes } from './routes.ts';

export const recordsModule: PlatformModule = { name: 'records', wps: recordRoutes };
