/** The lottery board of the home page and the lottery lobby, read from the lottery vendor's feed. */
import type { PlatformModule } from '../../module.ts';
import type { LotteryFeed } from '../../vendor/index.ts';
import { lotteryBoardRoutes } from './routes.ts';

/** `feedOf` answers once the vendor is installed (after these routes are registered). */
export function lotteryBoardModule(feedOf: () => LotteryFeed | undefined): PlatformModule {
  return { name: 'lottery-board', lgw: (lgw, ctx) => lotteryBoardRoutes(lgw, ctx, feedOf) };
}
