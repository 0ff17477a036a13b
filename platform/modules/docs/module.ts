/** The API document, served in demo mode only. */
import type { PlatformModule } from '../../module.ts';
import { docsRoutes } from './routes.ts';

export const docsModule: PlatformModule = {
  name: 'docs',
  wps: (wps, ctx) => {
    if (ctx.config.mode === 'demo') docsRoutes(wps);
  },
};
