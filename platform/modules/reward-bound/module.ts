/** The bound on rewards paid on turnover: each game's house edge against cashback, points and salaries. */
import type { PlatformModule } from '../../module.ts';
import { HOUSE_EDGE_COMMANDS } from './commands.ts';

export const rewardBoundModule: PlatformModule = {
  name: 'reward-bound',
  commands: HOUSE_EDGE_COMMANDS,
};
