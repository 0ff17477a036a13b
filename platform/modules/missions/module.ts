/** Missions: daily and weekly goals measured from what already happened, each reward claimed once per period. */
import { playerDay } from '../../../contract/player-day.ts';
import type { PlatformModule } from '../../module.ts';
import { MISSION_COMMANDS } from './commands.ts';
import { noteLoginDay } from './repository.ts';
import { missionRoutes } from './routes.ts';

export const missionsModule: PlatformModule = {
  name: 'missions',
  lgw: missionRoutes,
  events: {
    // A login streak counts player days; sessions are deleted at logout, so the day is kept here (once per day).
    'member.signed_in': (ctx, { payload, at }) => noteLoginDay(ctx.db, payload.memberId, playerDay(Date.parse(at))),
  },
  commands: MISSION_COMMANDS,
};
