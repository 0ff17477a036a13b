/**
 * GET /vendor/lotto/<vassalage>/<game>/trends?count=50: the e-lottery game's trends over its last `count` (10-100)
 * settled draws. Public like the results and the verify page: it tells only what the draws were.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lotteryGame } from './config.ts';
import { lastSettledDraws } from './repository.ts';
import type { DrawResult } from './results.ts';
import { TREND_KINDS, trendsOf } from './trends.ts';

export const TREND_DRAWS = 50;
const trendsQuery = z.object({ count: z.coerce.number().int().min(10).max(100).default(TREND_DRAWS) });

export function lotteryTrendsRoute(scope: FastifyInstance, db: Kysely<Database>): void {
  scope.get('/:vassalage/:game/trends', async (request, reply) => {
    const { vassalage, game: code } = request.params as { vassalage: string; game: string };
    const game = lotteryGame(code);
    if (!game || game.vassalage !== vassalage || !TREND_KINDS.includes(game.kind))
      return reply.code(404).send({ error: { code: 'not_found' } });
    const query = trendsQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: { code: 'bad_request' } });
    const draws = await lastSettledDraws(db, game.code, query.data.count);
    const results = draws.map((draw) => JSON.parse(draw.result!) as DrawResult);
    return reply.header('Cache-Control', 'no-store').send({ gameCode: game.code, ...trendsOf(game.kind, results) });
  });
}
