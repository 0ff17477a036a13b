/** Game-menu calls: /lgw/games/game_menus and the vendor list relay (spec 7, Games). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import * as service from './service.ts';

const menusQuery = z.object({ language: z.string().max(16).optional() }).strict();
const vendorQuery = z.object({ merchantCode: z.string().min(1).max(32), language: z.string().max(16).optional() }).strict();

export function gamesLgwRoutes(lgw: FastifyInstance, ctx: PlatformContext): void {
  lgw.get('/games/game_menus', async (request) => {
    parseInput(request, menusQuery, request.query);
    return ok(await service.gameMenus(ctx, requestLanguage(request)));
  });
}

export function gamesWpsRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/relay/GCSGAME_vendorList', async (request) => {
    const query = parseInput(request, vendorQuery, request.query);
    if (query.merchantCode !== ctx.config.merchantCode) throw new PlatformError(404, 'not_found');
    return ok(await service.vendorList(ctx));
  });
}
