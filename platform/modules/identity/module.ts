/** Who a member is: sessions and their clean-up. */
import type { PlatformModule } from '../../module.ts';
import { sessionCleanupJob } from './session-cleanup.ts';

export const identityModule: PlatformModule = { name: 'identity', jobs: [sessionCleanupJob] };
