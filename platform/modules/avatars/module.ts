/** Members' avatars. */
import type { PlatformModule } from '../../module.ts';
import { avatarRoutes } from './routes.ts';

export const avatarsModule: PlatformModule = { name: 'avatars', wps: avatarRoutes };
