/** Members' notifications: the inbox of other modules' facts. */
import type { PlatformModule } from '../../module.ts';
import { INBOX } from './inbox.ts';
import { messageRoutes } from './routes.ts';

export const messagesModule: PlatformModule = { name: 'messages', wps: messageRoutes, events: INBOX };
