/**
 * GET /wps/dev/outbox: the SMS and mail the development senders delivered, newest first. Registered only when
 * DEV_OUTBOX is on (demo mode's default; refused in production), for developers and the end-to-end tests, and
 * answered only to this machine: it shows login codes and temporary passwords.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { recentMessages } from './repository.ts';

const outboxQuery = z
  .object({
    channel: z.enum(['sms', 'email']).optional(),
    to: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export function outboxRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/dev/outbox', async (request) => {
    // The socket's own address: X-Forwarded-For is whatever the caller wrote, and a trusted proxy is not loopback's stand-in.
    if (!isLoopback(request.socket.remoteAddress)) throw new PlatformError(404, 'not_found');
    const query = parseInput(request, outboxQuery, request.query);
    const rows = await recentMessages(ctx.db, ctx.config.merchantCode, query.to, query.channel, query.limit);
    return ok(
      rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at,
      })),
    );
  });
}
