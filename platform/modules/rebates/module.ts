/** Cashback on the player's day. */
import type { PlatformModule } from '../../module.ts';
import { REBATE_COMMANDS } from './commands.ts';
import { rebateJob } from './job.ts';
import { rebateRoutes } from './routes.ts';

export const rebatesModule: PlatformModule = {
  name: 'rebates',
  wps: rebateRoutes,
  jobs: [rebateJob],
  commands: REBATE_COMMANDS,
};
