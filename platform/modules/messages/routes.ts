/** A member's messages (messageV2) and their unread count (spec 7: CSP_unreadCount). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireMember } from '../accounts/sessions.ts';
import * as repo from './repository.ts';
import { renderMessage } from './texts.ts';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
  language: z.string().max(16).optional(),
}).strict();
const readBody = z.object({ ids: z.union([z.literal('all'), z.array(z.number().int().positive()).max(100)]) }).strict();

export function messageRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/relay/CSP_unreadCount', async (request) => {
    const session = await requireMember(ctx, request);
    return ok({ unreadCount: await repo.unreadCount(ctx.db, session.member.id) });
  });

  wps.get('/member/messages', async (request) => {
    const query = parseInput(request, listQuery, request.query);
    const session = await requireMember(ctx, request);
    const language = requestLanguage(request);
    const [rows, total] = await Promise.all([
      repo.messagesPage(ctx.db, session.member.id, (query.page - 1) * query.size, query.size),
      repo.messageTotal(ctx.db, session.member.id),
    ]);
    return ok({
      total,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(total / query.size)),
      items: rows.map((row) => ({
        // A 64-bit id on PostgreSQL arrives as bigint; message ids stay far below 2^53.
        id: Number(row.id), kind: row.kind, read: row.read_at !== null, createdAt: row.created_at,
        ...renderMessage(row.kind, JSON.parse(row.params) as Record<string, string>, language),
      })),
    });
  });

  wps.post('/member/messages/read', async (request) => {
    const body = parseInput(request, readBody, request.body);
    const session = await requireMember(ctx, request);
    await repo.markRead(ctx.db, session.member.id, body.ids, new Date(ctx.now()).toISOString());
    return ok({ unreadCount: await repo.unreadCount(ctx.db, session.member.id) });
  });
}
