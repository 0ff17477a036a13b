/**
 * The chat's two WebSockets, in a scope of their own so the socket plugin's hooks stay off every other call:
 * the player's at /wps/chat/socket (the session cookie or token, as the event stream), the operators' at
 * /ops/chat/api/socket (their cookie). The origin and the sign-in are checked before the upgrade, so a refusal
 * is an ordinary HTTP answer (403, 401) and no socket is ever opened for it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { PlatformContext } from '../../context.ts';
import { installErrorHandling } from '../../http/error-handling.ts';
import { conversationOfMember, type ConversationRow } from './conversations.ts';
import type { ChatHub } from './hub.ts';
import { socketNotices } from './live-socket.ts';
import { requireOperator } from './operator-auth.ts';
import { OPS_CHAT_API } from './operator-routes.ts';
import { requirePlayer } from './player-routes.ts';
import { requireSocketOrigin } from './socket-origin.ts';

export const PLAYER_SOCKET = '/wps/chat/socket';
export const OPERATOR_SOCKET = `${OPS_CHAT_API}/socket`;

/** The pages send nothing that matters; a frame larger than this closes the socket. */
const MAX_INCOMING_BYTES = 1024;

export async function chatSocketRoutes(app: FastifyInstance, ctx: PlatformContext, hub: ChatHub): Promise<void> {
  installErrorHandling(app);
  await app.register(websocket, { options: { maxPayload: MAX_INCOMING_BYTES } });
  const origin = ctx.config.opsChat.publicOrigin;
  // The player's conversation, found before the upgrade, for the socket's handler.
  const conversations = new WeakMap<FastifyRequest, ConversationRow>();

  app.get(
    PLAYER_SOCKET,
    {
      websocket: true,
      preValidation: async (request) => {
        requireSocketOrigin(request, origin);
        const { member } = await requirePlayer(ctx, request);
        conversations.set(request, await conversationOfMember(ctx, member));
      },
    },
    (socket, request) => {
      const conversation = conversations.get(request);
      if (!conversation) return void socket.close();
      socketNotices(socket, hub, (notice) => notice.conversationId === conversation.id);
    },
  );

  app.get(
    OPERATOR_SOCKET,
    {
      websocket: true,
      preValidation: async (request) => {
        requireSocketOrigin(request, origin);
        await requireOperator(ctx, request);
      },
    },
    (socket) => socketNotices(socket, hub, () => true),
  );
}
