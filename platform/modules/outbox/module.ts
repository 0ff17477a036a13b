/** The development outbox of SMS and mail (only where the config turns it on). */
import type { PlatformModule } from '../../module.ts';
import { outboxRoutes } from './routes.ts';

export const outboxModule: PlatformModule = {
  name: 'outbox',
  wps: (wps, ctx) => {
    if (ctx.config.devOutbox) outboxRoutes(wps, ctx);
  },
};
