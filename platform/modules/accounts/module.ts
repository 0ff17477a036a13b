/** Registration, login, passwords and SMS codes. */
import type { PlatformModule } from '../../module.ts';
import { accountRoutes } from './routes.ts';

export const accountsModule: PlatformModule = { name: 'accounts', wps: accountRoutes };
