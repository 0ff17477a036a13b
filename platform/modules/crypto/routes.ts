/** GET /wps/system/crypto-key: the public key clients wrap their per-message keys with (docs/encrypted-calls.md). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';

const keyQuery = z.object({ language: z.string().max(16).optional() }).strict();

export function cryptoRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/system/crypto-key', async (request) => {
    parseInput(request, keyQuery, request.query);
    const key = await ctx.bodyKeys.currentKey();
    return ok({ keyId: key.keyId, publicKey: key.publicKey, algorithm: 'RSA-OAEP-256+A256CBC-HS256' });
  });
}
