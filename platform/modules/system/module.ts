/** The merchant's public configuration calls (spec 7 system calls). */
import type { PlatformModule } from '../../module.ts';
import { systemRoutes } from './routes.ts';

export const systemModule: PlatformModule = { name: 'system', wps: systemRoutes };
