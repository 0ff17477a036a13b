/** The main wallet: balances, transfers to vendors and members, the payment password. */
import type { PlatformModule } from '../../module.ts';
import { walletRoutes } from './routes.ts';

export const walletModule: PlatformModule = { name: 'wallet', wps: walletRoutes };
