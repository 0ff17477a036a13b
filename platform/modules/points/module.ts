/** Points: a book of the ledger accrued from settled bets, spent in the point mall. */
import type { PlatformModule } from '../../module.ts';
import { accrualJob } from './accrual.ts';
import { POINTS_COMMANDS } from './commands.ts';
import { pointsRoutes } from './routes.ts';

export const pointsModule: PlatformModule = {
  name: 'points',
  wps: pointsRoutes,
  jobs: [accrualJob],
  commands: POINTS_COMMANDS,
};
