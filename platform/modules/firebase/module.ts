/** Sign-in with Firebase identities. */
import type { PlatformModule } from '../../module.ts';
import { firebaseRoutes } from './routes.ts';

export const firebaseModule: PlatformModule = { name: 'firebase', wps: firebaseRoutes };
