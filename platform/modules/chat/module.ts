/** The live chat: players' popup, the operators' page and API, and live delivery over a socket. */
import type { PlatformModule } from '../../module.ts';
import type { ChatHub } from './hub.ts';
import { chatOperatorRoutes, OPS_CHAT_API } from './operator-routes.ts';
import { chatPages } from './pages.ts';
import { chatPlayerRoutes } from './player-routes.ts';
import { chatSocketRoutes } from './socket-routes.ts';
import { UploadSlots } from '../uploads/index.ts';

/** Chat uploads in flight: one per player (or per conversation being answered) and eight per process, players' and operators' together. */
const UPLOADS_PER_SENDER = 1;
const UPLOADS_PER_PROCESS = 8;

export function chatModule(hub: ChatHub): PlatformModule {
  const slots = new UploadSlots(UPLOADS_PER_SENDER, UPLOADS_PER_PROCESS);
  return {
    name: 'chat',
    wps: async (wps, ctx) => {
      await wps.register((scope) => chatPlayerRoutes(scope, ctx, hub, slots));
    },
    async root(app, ctx) {
      await app.register((api) => chatOperatorRoutes(api, ctx, hub, slots), { prefix: OPS_CHAT_API });
      chatPages(app, ctx.config.opsChat.publicOrigin);
      await app.register((scope) => chatSocketRoutes(scope, ctx, hub));
      // Open streams end before the server closes.
      app.addHook('preClose', (done) => {
        hub.close();
        done();
      });
    },
    close: () => hub.stop(),
  };
}
