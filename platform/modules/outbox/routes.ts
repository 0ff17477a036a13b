/**
 * GET /wps/dev/outbox: the SMS and mail the development senders delivered, newest first. Registered only when
 * DEV_OUTBOX is on (the default outside production), for developers and the end-to-end tests.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { recentMessages } from './repository.ts';

const outboxQuery = z.object({
  channel: z.enum(['sms', 'email']).optional(),
  to: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
}).strict();

export function outboxRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/dev/outbox', async (request) => {
    const query = parseInput(request, outboxQuery, request.query);
    const rows = await recentMessages(ctx.db, ctx.config.merchantCode, query.to, query.channel, query.limit);
    return ok(rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at })));
  });
}
