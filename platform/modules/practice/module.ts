/** Practice money for trial accounts. */
import type { PlatformModule } from '../../module.ts';
import { practiceBook } from './book.ts';
import { practiceRoutes } from './routes.ts';

export const practiceModule: PlatformModule = {
  name: 'practice',
  wps: practiceRoutes,
  events: {
    // A trial account starts with its practice money (granted once: the grant's transfer id is the member's).
    'member.registered': async (ctx, { payload }) => {
      if (payload.via === 'trial') await practiceBook(ctx).grant(payload.memberId);
    },
  },
};
