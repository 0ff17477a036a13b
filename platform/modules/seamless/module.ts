/** The seamless wallet: game launches, and the vendors' signed bet and win calls on the main wallet. */
import type { PlatformModule } from '../../module.ts';
import type { BingoRooms } from '../../vendor/index.ts';
import { launchRoutes } from './launch.ts';
import { lottoLaunchRoutes } from './lotto-launch.ts';
import { pvpRoutes } from './pvp.ts';
import { SEAMLESS_PREFIX, seamlessRoutes } from './routes.ts';
import type { SeamlessWallet } from './service.ts';

/** `rooms` answers once the built-in vendor is installed (after these routes are registered). */
export function seamlessModule(wallet: SeamlessWallet, rooms: () => BingoRooms | undefined): PlatformModule {
  return {
    name: 'seamless',
    wps: (wps, ctx) => {
      launchRoutes(wps, ctx, wallet);
      pvpRoutes(wps, ctx, wallet, rooms);
      lottoLaunchRoutes(wps, ctx, wallet);
    },
    // Vendors' server-to-server calls: signed, with their own error shape, so outside /wps.
    root: async (app, ctx) => {
      await app.register(async (api) => seamlessRoutes(api, ctx, wallet), { prefix: SEAMLESS_PREFIX });
    },
    close: () => wallet.close(),
  };
}
