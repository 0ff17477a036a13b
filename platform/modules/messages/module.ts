/** Members' notifications. */
import type { PlatformModule } from '../../module.ts';
import { messageRoutes } from './routes.ts';

export const messagesModule: PlatformModule = { name: 'messages', wps: messageRoutes };
