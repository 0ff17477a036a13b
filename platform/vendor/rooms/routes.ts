/**
 * A PVP room's HTTP face under /vendor/room: its page (where /wps/game/launchGame points), the state the page
 * polls (seats, countdown, the player's cards, the last draw), the card purchase, and the draw's verify page.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { settleRoomCard } from '../engines/bingo-room.ts';
import { VENDOR_PAGE_POLICY } from '../page-shell.ts';
import { sessionInvalidPage } from '../slot-page.ts';
import { languageOf, refusalMessage } from '../texts.ts';
import { sessionHash, type BuiltInVendor } from '../vendor.ts';
import { WalletRefusal } from '../wallet-client.ts';
import { roomConfig, roomTitle, type RoomConfig } from './config.ts';
import { roomPage } from './page.ts';
import * as repo from './repository.ts';
import type { BingoRooms } from './service.ts';
import { ROOM_TEXTS } from './texts.ts';
import { roomVerifyPage } from './verify-page.ts';

const session = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
const pageQuery = z.object({ session, lang: z.string().max(10).optional() });
const cardBody = z.object({ session, lang: z.string().max(10).optional() }).strict();
const CYCLE_ID = /^[A-Z_]{1,40}\/[a-z0-9-]{1,40}#[0-9]{1,15}$/;

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('Content-Security-Policy', VENDOR_PAGE_POLICY)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

function roomOf(params: unknown): RoomConfig | undefined {
  const { vassalage, game } = params as { vassalage: string; game: string };
  return roomConfig(vassalage, game);
}

function refusalText(language: 'en' | 'bn', code: string): string {
  return code === 'room_full' ? ROOM_TEXTS[language].room_full : refusalMessage(language, code);
}

const cardJson = (card: repo.RoomCard) => ({
  id: card.id,
  cycleId: card.cycle_id,
  seat: card.seat,
  card: JSON.parse(card.card) as number[][],
  state: card.state,
  pattern: card.pattern,
  winMinor: card.win_minor === null ? null : toMinor(card.win_minor).toString(),
});

export function roomRoutes(scope: FastifyInstance, vendor: BuiltInVendor, rooms: BingoRooms): void {
  const { db, now } = vendor.options;

  scope.get('/verify', async (request, reply) => {
    const query = request.query as { cycle?: unknown; lang?: unknown };
    const id = typeof query.cycle === 'string' && CYCLE_ID.test(query.cycle) ? query.cycle : undefined;
    const cycle = id ? await repo.cycleById(db, id) : undefined;
    const cards = cycle ? await repo.cardsOfCycle(db, cycle.id) : [];
    return html(reply, cycle ? 200 : 404, roomVerifyPage(languageOf(query.lang), cycle, cards));
  });

  scope.get('/:vassalage/:game/', async (request, reply) => {
    const room = roomOf(request.params);
    const language = languageOf((request.query as { lang?: unknown }).lang);
    if (!room) return reply.code(404).send({ error: { code: 'not_found' } });
    const title = roomTitle(room, language);
    const query = pageQuery.safeParse(request.query);
    if (!query.success) return html(reply, 400, sessionInvalidPage(language, title));
    try {
      const { balanceMinor } = await vendor.wallet(room.vassalage).balance(query.data.session);
      return html(
        reply,
        200,
        roomPage(language, title, query.data.session, balanceMinor, await rooms.state(room), now()),
      );
    } catch (error) {
      if (error instanceof WalletRefusal) return html(reply, 401, sessionInvalidPage(language, title));
      throw error;
    }
  });

  scope.get('/:vassalage/:game/state', async (request, reply) => {
    const room = roomOf(request.params);
    if (!room) return reply.code(404).send({ error: { code: 'not_found' } });
    const query = pageQuery.safeParse(request.query);
    const language = languageOf((request.query as { lang?: unknown }).lang);
    if (!query.success)
      return reply.code(401).send({ code: 'session_invalid', message: refusalMessage(language, 'session_invalid') });
    let balanceMinor: bigint;
    try {
      ({ balanceMinor } = await vendor.wallet(room.vassalage).balance(query.data.session));
    } catch (error) {
      if (error instanceof WalletRefusal)
        return reply.code(401).send({ code: error.code, message: refusalMessage(language, error.code) });
      throw error;
    }
    const state = await rooms.state(room);
    const last = await repo.lastSettledCycle(db, room);
    const mine = await repo.cardsOfSession(
      db,
      sessionHash(query.data.session),
      last ? [state.cycleId, last.id] : [state.cycleId],
    );
    const balls = last?.balls ? (JSON.parse(last.balls) as number[]) : [];
    return reply.header('Cache-Control', 'no-store').send({
      balanceMinor: balanceMinor.toString(),
      balance: formatMinor(balanceMinor),
      serverTime: now(),
      room: { ...state, cardPriceMinor: state.cardPriceMinor.toString() },
      cards: mine.filter((card) => card.cycle_id === state.cycleId).map(cardJson),
      lastDraw: last
        ? {
            cycleId: last.id,
            balls,
            serverSeed: last.server_seed,
            seedHash: last.seed_hash,
            verifyUrl: `/vendor/room/verify?cycle=${encodeURIComponent(last.id)}&lang=${language}`,
            cards: mine
              .filter((card) => card.cycle_id === last.id)
              .map((card) => ({
                ...cardJson(card),
                markedPerRow: settleRoomCard(JSON.parse(card.card) as number[][], balls, toMinor(card.price_minor))
                  .markedPerRow,
              })),
          }
        : null,
    });
  });

  scope.post('/:vassalage/:game/card', async (request, reply) => {
    const room = roomOf(request.params);
    const language = languageOf((request.body as { lang?: unknown } | null)?.lang);
    if (!room) return reply.code(404).send({ error: { code: 'not_found' } });
    const body = cardBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ code: 'bad_bet', message: refusalMessage(language, 'bad_bet') });
    const result = await rooms.buy(room, body.data.session);
    if (result.kind === 'refused') {
      const status =
        result.code === 'session_invalid' || result.code === 'player_unknown'
          ? 401
          : result.code === 'room_full'
            ? 409
            : 402;
      return reply.code(status).send({ code: result.code, message: refusalText(language, result.code) });
    }
    if (result.kind === 'interrupted') {
      return reply
        .code(503)
        .send({ code: 'interrupted', cardId: result.cardId, message: refusalMessage(language, 'interrupted') });
    }
    return reply.header('Cache-Control', 'no-store').send({
      cardId: result.cardId,
      cycleId: result.cycleId,
      seat: result.seat,
      card: result.card,
      drawAt: result.drawAt,
      seedHash: result.seedHash,
      balanceMinor: result.balanceMinor.toString(),
      balance: formatMinor(result.balanceMinor),
    });
  });
}
