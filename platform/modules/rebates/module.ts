/** Cashback on the player's day. */
import type { PlatformModule } from '../../module.ts';
import { highestRateBp, REBATE_COMMANDS } from './commands.ts';
import { rebateJob } from './job.ts';
import { rebateRoutes } from './routes.ts';
import { registerReturn } from '../reward-bound/index.ts';
import { ratesOf } from './repository.ts';

registerReturn('cashback', async (ctx, category) =>
  highestRateBp(await ratesOf(ctx.db, ctx.config.merchantCode), category),
);

export const rebatesModule: PlatformModule = {
  name: 'rebates',
  wps: rebateRoutes,
  jobs: [rebateJob],
  commands: REBATE_COMMANDS,
};
