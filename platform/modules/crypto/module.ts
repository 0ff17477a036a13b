/** The public key that seals call bodies. */
import type { PlatformModule } from '../../module.ts';
import { cryptoRoutes } from './routes.ts';

export const cryptoModule: PlatformModule = { name: 'crypto', wps: cryptoRoutes };
