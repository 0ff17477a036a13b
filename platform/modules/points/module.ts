/** Points: a book of the ledger accrued from settled bets, spent in the point mall. */
import type { PlatformModule } from '../../module.ts';
import { accrualJob } from './accrual.ts';
import { POINTS_COMMANDS } from './commands.ts';
import { pointsRoutes } from './routes.ts';
import { registerReturn } from '../reward-bound/index.ts';
import { pointsReturnBp, pointsSettings } from './settings.ts';

registerReturn('points', async (ctx, category) =>
  pointsReturnBp(await pointsSettings(ctx.db, ctx.config.merchantCode), category),
);

export const pointsModule: PlatformModule = {
  name: 'points',
  wps: pointsRoutes,
  jobs: [accrualJob],
  commands: POINTS_COMMANDS,
};
