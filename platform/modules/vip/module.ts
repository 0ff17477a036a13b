/** VIP ranks and their monthly review. */
import type { PlatformModule } from '../../module.ts';
import { VIP_COMMANDS } from './commands.ts';
import { vipReviewJob } from './review.ts';
import { vipRoutes } from './routes.ts';

export const vipModule: PlatformModule = { name: 'vip', wps: vipRoutes, jobs: [vipReviewJob], commands: VIP_COMMANDS };
