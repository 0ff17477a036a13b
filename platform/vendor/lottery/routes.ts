/**
 * The lottery's HTTP face under /vendor/lotto: the betting view (where /wps/game/launchLotto points), the state
 * the page polls (balance, draw on sale, the player's tickets, the last results), the ticket purchase, and the
 * public verify page of a draw.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { lotteryTicketRequest } from '../../../contract/lottery.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { VENDOR_PAGE_POLICY } from '../page-shell.ts';
import { sessionInvalidPage } from '../slot-page.ts';
import { languageOf, refusalMessage, type VendorLanguage } from '../texts.ts';
import type { BuiltInVendor } from '../vendor.ts';
import { WalletRefusal } from '../wallet-client.ts';
import { closeTimeOf, drawTimeOf, lotteryGame, type LotteryGame } from './config.ts';
import { lotteryPage } from './page.ts';
import { drawName } from './draw-name.ts';
import * as repo from './repository.ts';
import type { LotteryService } from './service.ts';
import { LOTTERY_TEXTS } from './texts.ts';
import { lotteryVerifyPage } from './verify-page.ts';
import { importedVerifyPage, showsImport } from './import-verify.ts';
import { importOf } from './result-import.ts';
import { lotteryTrendsRoute } from './trends-route.ts';

const session = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
const pageQuery = z.object({
  session,
  lang: z.string().max(10).optional(),
  view: z.enum(['betting', 'lobby']).optional(),
});
const stateQuery = pageQuery.extend({ filter: z.enum(['', 'open', 'won', 'lost', 'refunded']).optional() });
/** How many of a player's tickets "My tickets" lists at once. */
const TICKETS_SHOWN = 30;
const DRAW_ID = /^[a-z0-9-]{1,40}#[0-9]{1,15}$/;

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('Content-Security-Policy', VENDOR_PAGE_POLICY)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

function gameOf(params: unknown): LotteryGame | undefined {
  const { vassalage, game } = params as { vassalage: string; game: string };
  const found = lotteryGame(game);
  return found?.vassalage === vassalage ? found : undefined;
}

function refusalText(language: VendorLanguage, code: string): string {
  if (code === 'bad_numbers' || code === 'bad_stake') return LOTTERY_TEXTS[language][code];
  return refusalMessage(language, code);
}

const verifyUrl = (drawId: string, language: string) =>
  `/vendor/lotto/verify?draw=${encodeURIComponent(drawId)}&lang=${language}`;

/** A draw as the player reads it: its name (game and Dhaka time), and its result once drawn. */
function drawFacts(game: LotteryGame, draw: repo.LotteryDraw | undefined, language: VendorLanguage) {
  if (!draw) return { drawName: '', result: null };
  return {
    drawName: drawName(game, drawTimeOf(game, Number(draw.draw_no)), language),
    result: draw.state === 'settled' ? (JSON.parse(draw.result ?? 'null') as unknown) : null,
  };
}

const ticketJson = (ticket: repo.LotteryTicket, cancelled: ReadonlySet<string>) => ({
  id: ticket.id,
  drawId: ticket.draw_id,
  betType: ticket.bet_type,
  numbers: JSON.parse(ticket.numbers) as string[],
  stakeMinor: toMinor(ticket.stake_minor).toString(),
  state: ticket.state,
  winMinor: ticket.win_minor === null ? null : toMinor(ticket.win_minor).toString(),
  drawCancelled: cancelled.has(ticket.draw_id),
});

export function lotteryRoutes(scope: FastifyInstance, vendor: BuiltInVendor, lottery: LotteryService): void {
  const { db, now } = vendor.options;

  scope.get('/verify', async (request, reply) => {
    const query = request.query as { draw?: unknown; lang?: unknown };
    const id = typeof query.draw === 'string' && DRAW_ID.test(query.draw) ? query.draw : undefined;
    const draw = id ? await repo.drawById(db, id) : undefined;
    // An imported result has no seed to check: its page names the provider's key instead.
    const imported = draw ? await importOf(db, draw.id) : undefined;
    if (draw && showsImport(draw, imported, lottery.sources.awaitsImport(draw.game_code)))
      return html(reply, 200, importedVerifyPage(languageOf(query.lang), draw, imported));
    const chain = draw ? await repo.chainOf(db, draw.game_code, Number(draw.chain_first_draw_no)) : undefined;
    const previous = draw ? await repo.drawOf(db, draw.game_code, Number(draw.draw_no) - 1) : undefined;
    return html(reply, draw ? 200 : 404, lotteryVerifyPage(languageOf(query.lang), draw, chain, previous));
  });

  scope.get('/:vassalage/:game/', async (request, reply) => {
    const game = gameOf(request.params);
    const language = languageOf((request.query as { lang?: unknown }).lang);
    if (!game) return reply.code(404).send({ error: { code: 'not_found' } });
    const query = pageQuery.safeParse(request.query);
    if (!query.success) return html(reply, 400, sessionInvalidPage(language, game[language]));
    try {
      const { balanceMinor } = await vendor.wallet(game.vassalage).balance(query.data.session);
      const draw = await lottery.drawOnSale(game);
      // An import-only game's results are the provider's signed ones: its page names that key, not a seed chain.
      const key = lottery.sources.keys.get(game.code);
      const chain = key ? undefined : await repo.chainOf(db, game.code, Number(draw.chain_first_draw_no));
      const drawNo = Number(draw.draw_no);
      return html(
        reply,
        200,
        lotteryPage(
          language,
          game,
          query.data.view ?? 'betting',
          query.data.session,
          balanceMinor,
          {
            drawId: draw.id,
            drawAt: drawTimeOf(game, drawNo),
            closeAt: closeTimeOf(game, drawNo),
            proof: key
              ? { kind: 'official', keyId: key.keyId }
              : { kind: 'chain', seedHash: draw.seed_hash, anchorHash: chain!.anchor_hash },
          },
          await repo.allOdds(db, game.code),
          now(),
        ),
      );
    } catch (error) {
      if (error instanceof WalletRefusal) return html(reply, 401, sessionInvalidPage(language, game[language]));
      throw error;
    }
  });

  scope.get('/:vassalage/:game/state', async (request, reply) => {
    const game = gameOf(request.params);
    if (!game) return reply.code(404).send({ error: { code: 'not_found' } });
    const query = stateQuery.safeParse(request.query);
    const language = languageOf((request.query as { lang?: unknown }).lang);
    if (!query.success)
      return reply.code(401).send({ code: 'session_invalid', message: refusalMessage(language, 'session_invalid') });
    let balanceMinor: bigint;
    let player: string;
    try {
      ({ balanceMinor, player } = await vendor.wallet(game.vassalage).balance(query.data.session));
    } catch (error) {
      if (error instanceof WalletRefusal)
        return reply.code(401).send({ code: error.code, message: refusalMessage(language, error.code) });
      throw error;
    }
    const draw = await lottery.drawOnSale(game);
    const drawNo = Number(draw.draw_no);
    const results = await repo.lastSettledDraws(db, game.code, 5);
    // The player's tickets from every session they opened, so settled tickets stay after a reload or a new launch.
    const tickets = await repo.ticketsOfPlayer(db, player, game.code, query.data.filter ?? '', TICKETS_SHOWN);
    const draws = await repo.drawsByIds(
      db,
      tickets.map((ticket) => ticket.draw_id),
    );
    const cancelled = new Set([...draws.values()].filter((d) => d.state === 'cancelled').map((d) => d.id));
    return reply.header('Cache-Control', 'no-store').send({
      balanceMinor: balanceMinor.toString(),
      balance: formatMinor(balanceMinor),
      serverTime: now(),
      draw: {
        id: draw.id,
        name: drawName(game, drawTimeOf(game, drawNo), language),
        drawAt: drawTimeOf(game, drawNo),
        closeAt: closeTimeOf(game, drawNo),
        seedHash: draw.seed_hash,
      },
      tickets: tickets.map((ticket) => ({
        ...ticketJson(ticket, cancelled),
        ...drawFacts(game, draws.get(ticket.draw_id), language),
      })),
      results: results.map((done) => ({
        drawId: done.id,
        drawName: drawName(game, drawTimeOf(game, Number(done.draw_no)), language),
        result: JSON.parse(done.result ?? 'null') as unknown,
        serverSeed: done.server_seed,
        verifyUrl: verifyUrl(done.id, language),
      })),
    });
  });

  scope.post('/:vassalage/:game/ticket', async (request, reply) => {
    const game = gameOf(request.params);
    const language = languageOf((request.body as { lang?: unknown } | null)?.lang);
    if (!game) return reply.code(404).send({ error: { code: 'not_found' } });
    const body = lotteryTicketRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ code: 'bad_bet', message: refusalMessage(language, 'bad_bet') });
    const result = await lottery.buy(game, body.data);
    if (result.kind === 'refused') {
      const status =
        result.code === 'session_invalid' || result.code === 'player_unknown'
          ? 401
          : result.code.startsWith('bad_')
            ? 400
            : 402;
      return reply.code(status).send({ code: result.code, message: refusalText(language, result.code) });
    }
    if (result.kind === 'interrupted') {
      return reply
        .code(503)
        .send({ code: 'interrupted', ticketId: result.ticketId, message: refusalMessage(language, 'interrupted') });
    }
    const drawNo = Number(result.draw.draw_no);
    return reply.header('Cache-Control', 'no-store').send({
      // A ticket just bought is in the draw on sale, which is open.
      ticket: ticketJson(result.ticket, new Set()),
      drawName: drawName(game, drawTimeOf(game, drawNo), language),
      drawAt: drawTimeOf(game, drawNo),
      seedHash: result.draw.seed_hash,
      balanceMinor: result.balanceMinor.toString(),
      balance: formatMinor(result.balanceMinor),
    });
  });

  lotteryTrendsRoute(scope, db);
}
