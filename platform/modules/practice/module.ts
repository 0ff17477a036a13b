/** Practice money for trial accounts. */
import type { PlatformModule } from '../../module.ts';
import { practiceRoutes } from './routes.ts';

export const practiceModule: PlatformModule = { name: 'practice', wps: practiceRoutes };
