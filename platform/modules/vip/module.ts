/** VIP ranks and their monthly review. */
import type { PlatformModule } from '../../module.ts';
import { VIP_COMMANDS } from './commands.ts';
import { vipReviewJob } from './review.ts';
import { vipRoutes } from './routes.ts';
import { upgradeIfReached } from './upgrade.ts';

export const vipModule: PlatformModule = {
  name: 'vip',
  wps: vipRoutes,
  events: {
    // A deposit may carry the member to a higher level: moved, and its bonus paid, once (the bonus's transfer id).
    'deposit.arrived': async (ctx, { payload }) => {
      await upgradeIfReached(ctx, payload.memberId);
    },
  },
  jobs: [vipReviewJob],
  commands: VIP_COMMANDS,
};
