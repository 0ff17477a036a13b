/** Deposit channels, orders and the gateways' notifications. */
import type { PlatformModule } from '../../module.ts';
import { depositRoutes } from './routes.ts';

export const depositsModule: PlatformModule = { name: 'deposits', wps: depositRoutes };
