/** GET /wps/system/crypto-key: the public key clients wrap their per-message keys with (docs/encrypted-calls.md). */
import type { FastifyInstance } from 'fastify';
import { fetchBodyKey } from '../../../contract/calls/accounts.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { parseInput } from '../../http/envelope.ts';

export function cryptoRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/system/crypto-key', async (request) => {
    parseInput(request, fetchBodyKey.query, request.query);
    const key = await ctx.bodyKeys.currentKey();
    return answer(fetchBodyKey, {
      keyId: key.keyId,
      publicKey: key.publicKey,
      algorithm: 'RSA-OAEP-256+A256CBC-HS256',
    });
  });
}
