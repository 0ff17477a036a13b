/** Notices. */
import type { PlatformModule } from '../../module.ts';
import { noticeRoutes } from './routes.ts';

export const noticesModule: PlatformModule = { name: 'notices', wps: noticeRoutes };
