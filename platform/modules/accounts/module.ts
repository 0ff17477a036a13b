/** Registration, login (by password, SMS code or a Firebase identity), passwords and SMS codes. */
import type { PlatformModule } from '../../module.ts';
import { firebaseRoutes } from './firebase-routes.ts';
import { accountRoutes } from './routes.ts';

export const accountsModule: PlatformModule = {
  name: 'accounts',
  wps: (wps, ctx) => {
    accountRoutes(wps, ctx);
    firebaseRoutes(wps, ctx);
  },
};
