/** A member's messages (messageV2) and their unread count (spec 7: CSP_unreadCount). */
import type { FastifyInstance } from 'fastify';
import { fetchInbox, fetchUnreadCount, markMessagesRead } from '../../../contract/calls/messages.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { parseInput } from '../../http/envelope.ts';
import { namedLanguage, requestLanguage } from '../../http/language.ts';
import { memberLanguage, requireMember } from '../identity/index.ts';
import * as repo from './repository.ts';
import { renderMessage } from './texts.ts';

export function messageRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/relay/CSP_unreadCount', async (request) => {
    const session = await requireMember(ctx, request);
    return answer(fetchUnreadCount, { unreadCount: await repo.unreadCount(ctx.db, session.member.id) });
  });

  wps.get('/member/messages', async (request) => {
    const query = parseInput(request, fetchInbox.query, request.query);
    const session = await requireMember(ctx, request);
    // The page's language when the call names one; otherwise the one the member chose.
    const language = namedLanguage(request) ?? memberLanguage(session.member, requestLanguage(request));
    const [rows, total] = await Promise.all([
      repo.messagesPage(ctx.db, session.member.id, (query.page - 1) * query.size, query.size),
      repo.messageTotal(ctx.db, session.member.id),
    ]);
    return answer(fetchInbox, {
      total,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(total / query.size)),
      items: rows.map((row) => ({
        // A 64-bit id on PostgreSQL arrives as bigint; message ids stay far below 2^53.
        id: Number(row.id),
        kind: row.kind,
        read: row.read_at !== null,
        createdAt: row.created_at,
        ...renderMessage(row.kind, JSON.parse(row.params) as Record<string, string>, language),
      })),
    });
  });

  wps.post('/member/messages/read', async (request) => {
    const body = parseInput(request, markMessagesRead.body, request.body);
    const session = await requireMember(ctx, request);
    await repo.markRead(ctx.db, session.member.id, body.ids, new Date(ctx.now()).toISOString());
    return answer(markMessagesRead, { unreadCount: await repo.unreadCount(ctx.db, session.member.id) });
  });
}
