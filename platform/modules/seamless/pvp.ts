/**
 * The PVP calls (spec 7 "Games": /wps/relay/GLS2_roomList and /wps/game/launchGame, token). The rooms are the
 * built-in vendor's shared bingo rooms (platform/vendor/rooms): the list answers each room's seats taken and free
 * and its next draw time; the launch opens a game session like launchGameV2 and points into the room.
 */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import { launchRoom, pvpRoomList } from '../../../contract/calls/games.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { formatMinor } from '../../../contract/minor-units.ts';
import { roomConfig, roomTitle, type BingoRooms } from '../../vendor/index.ts';
import { openLaunch } from './launch.ts';
import type { SeamlessWallet } from './service.ts';

const pageLanguage = (text: string | undefined) => (text?.toLowerCase().startsWith('en') ? 'en' : 'bn');

export function pvpRoutes(
  wps: FastifyInstance,
  ctx: PlatformContext,
  wallet: SeamlessWallet,
  rooms: () => BingoRooms | undefined,
): void {
  wps.get('/relay/GLS2_roomList', async (request) => {
    const query = parseInput(request, pvpRoomList.query, request.query);
    const service = rooms();
    if (!service) return ok<AnswerOf<typeof pvpRoomList>>([]);
    const lang = pageLanguage(query.language ?? (request.headers.language as string | undefined));
    const states = (await service.list()).filter((room) => !query.vassalage || room.vassalage === query.vassalage);
    return ok<AnswerOf<typeof pvpRoomList>>(
      states.map((room) => ({
        gameId: room.code,
        vassalage: room.vassalage,
        gameName: roomTitle(roomConfig(room.vassalage, room.code)!, lang),
        seats: room.seats,
        seatsTaken: room.seatsTaken,
        seatsFree: room.seatsFree,
        cardPriceMinor: room.cardPriceMinor.toString(),
        cardPrice: formatMinor(room.cardPriceMinor),
        cycleSeconds: room.cycleMs / 1000,
        nextDrawTime: room.drawAt,
        serverTime: ctx.now(),
        seedHash: room.seedHash,
      })),
    );
  });

  wps.post('/game/launchGame', async (request) => {
    const body = parseInput(request, launchRoom.body, request.body);
    if (!roomConfig(body.vassalage, body.gameId)) throw new PlatformError(404, 'not_found');
    const token = await openLaunch(ctx, wallet, request, body.gameId, body.vassalage);
    const query = `?session=${encodeURIComponent(token)}&lang=${encodeURIComponent(body.language)}`;
    const url = `/vendor/room/${encodeURIComponent(body.vassalage)}/${encodeURIComponent(body.gameId)}/${query}`;
    return ok<AnswerOf<typeof launchRoom>>({ game_url: url, game_url2: url });
  });
}
