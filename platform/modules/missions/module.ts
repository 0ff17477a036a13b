/** Missions: daily and weekly goals measured from what already happened, each reward claimed once per period. */
import type { PlatformModule } from '../../module.ts';
import { MISSION_COMMANDS } from './commands.ts';
import { missionRoutes } from './routes.ts';

export const missionsModule: PlatformModule = { name: 'missions', lgw: missionRoutes, commands: MISSION_COMMANDS };
