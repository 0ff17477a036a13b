/**
 * The crash game's HTTP face under /vendor/crash/<vassalage>/<game>: the state a page reads on load, the bet, the
 * cash-out, and the WebSocket that pushes the shared round to every page; and the verify page of a crashed round.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { formatMinor, toMinor } from '../../contract/minor-units.ts';
import { parseAuto, parseStake, phaseOf, type CrashGame, type CrashSnapshot } from './crash-game.ts';
import { crashPage } from './crash-page.ts';
import { crashVerifyPage } from './crash-verify-page.ts';
import { VENDOR_PAGE_POLICY } from './page-shell.ts';
import { sessionInvalidPage } from './slot-page.ts';
import { crashRefusal } from './crash-texts.ts';
import * as repo from './crash-repository.ts';
import { languageOf } from './texts.ts';
import { sessionHash } from './vendor.ts';
import { WalletRefusal } from './wallet-client.ts';

const session = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
const pageQuery = z.object({ session, lang: z.string().max(10).optional() });
const betBody = z
  .object({
    session,
    lang: z.string().max(10).optional(),
    stakeMinor: z.string().max(12),
    autoX100: z.string().max(8).optional(),
  })
  .strict();
const ROUND_ID = /^[A-Z_]{1,40}\/[a-z0-9-]{1,40}#[0-9]{1,15}$/;
const cashoutBody = z.object({ session, lang: z.string().max(10).optional() }).strict();

/** The pages send nothing over the socket; a larger frame closes it. */
const MAX_INCOMING_BYTES = 256;

/** The refusals' HTTP statuses: a session problem 401, money 402, the round's timing 409, a bad field 400. */
function statusOf(code: string): number {
  if (code === 'session_invalid' || code === 'player_unknown') return 401;
  if (code === 'bad_bet') return 400;
  if (code === 'insufficient_funds') return 402;
  return 409;
}

const betJson = (bet: repo.CrashBet | undefined) =>
  bet
    ? {
        id: bet.id,
        stakeMinor: toMinor(bet.stake_minor).toString(),
        autoX100: bet.auto_x100,
        state: bet.state,
        cashoutX100: bet.cashout_x100,
        winMinor: bet.win_minor === null ? null : toMinor(bet.win_minor).toString(),
      }
    : null;

/** Every page of one game, told each change of the shared round (the install's tick calls `push`). */
export class CrashAudience {
  readonly #sockets = new Set<WebSocket>();
  #last = '';

  add(socket: WebSocket, first: string): void {
    this.#sockets.add(socket);
    socket.send(first);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => this.#sockets.delete(socket));
  }

  get size(): number {
    return this.#sockets.size;
  }

  /** Sends the snapshot to every page when the round changed since the last one sent (its clock aside). */
  push(snapshot: CrashSnapshot): void {
    const key = JSON.stringify({ ...snapshot, serverTime: 0 });
    if (key === this.#last) return;
    this.#last = key;
    const message = JSON.stringify(snapshot);
    for (const socket of this.#sockets) if (socket.readyState === socket.OPEN) socket.send(message);
  }

  closeAll(): void {
    for (const socket of this.#sockets) socket.close(1001, 'server stopping');
    this.#sockets.clear();
  }
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('Content-Security-Policy', VENDOR_PAGE_POLICY)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

type CrashEntry = { game: CrashGame; audience: CrashAudience; en: string; bn: string };

/** The game's page where the launch points (/vendor/<vassalage>/<game>/): static paths, so they win over the
 *  generic game route of the same shape. */
export function crashPageRoutes(scope: FastifyInstance, games: ReadonlyMap<string, CrashEntry>): void {
  for (const [key, entry] of games) {
    scope.get(`/${key}/`, async (request, reply) => {
      const language = languageOf((request.query as { lang?: unknown }).lang);
      const title = entry[language];
      const query = pageQuery.safeParse(request.query);
      if (!query.success) return html(reply, 400, sessionInvalidPage(language, title));
      try {
        const { balanceMinor } = await entry.game.vendor.wallet(entry.game.key.vassalage).balance(query.data.session);
        const round = await entry.game.currentRound();
        const commitment = { terminatingHash: await entry.game.terminatingHashOf(round), roundHash: round.seed_hash };
        return html(
          reply,
          200,
          crashPage(language, title, query.data.session, balanceMinor, `/vendor/crash/${key}/`, commitment),
        );
      } catch (error) {
        if (error instanceof WalletRefusal) return html(reply, 401, sessionInvalidPage(language, title));
        throw error;
      }
    });
  }
}

export async function crashRoutes(scope: FastifyInstance, games: ReadonlyMap<string, CrashEntry>): Promise<void> {
  await scope.register(websocket, { options: { maxPayload: MAX_INCOMING_BYTES } });
  const gameOf = (params: unknown) => {
    const { vassalage, game } = params as { vassalage: string; game: string };
    return games.get(`${vassalage}/${game}`);
  };

  scope.get('/verify', async (request, reply) => {
    const query = request.query as { round?: unknown; lang?: unknown };
    const language = languageOf(query.lang);
    const id = typeof query.round === 'string' && ROUND_ID.test(query.round) ? query.round : undefined;
    const entry = id ? games.get(id.slice(0, id.indexOf('#'))) : undefined;
    const round = id && entry ? await repo.roundById(entry.game.vendor.options.db, id) : undefined;
    if (!entry || !round) return html(reply, 404, crashVerifyPage(language, '', undefined, undefined, false));
    const crashed = phaseOf(round, entry.game.vendor.options.now()) === 'crashed';
    const shownBefore = await entry.game.hashShownBefore(round);
    return html(reply, crashed ? 200 : 409, crashVerifyPage(language, entry[language], round, shownBefore, crashed));
  });

  scope.get('/:vassalage/:game/state', async (request, reply) => {
    const entry = gameOf(request.params);
    if (!entry) return reply.code(404).send({ error: { code: 'not_found' } });
    const language = languageOf((request.query as { lang?: unknown }).lang);
    const query = pageQuery.safeParse(request.query);
    if (!query.success)
      return reply.code(401).send({ code: 'session_invalid', message: crashRefusal(language, 'session_invalid') });
    let balanceMinor: bigint;
    try {
      ({ balanceMinor } = await entry.game.vendor.wallet(entry.game.key.vassalage).balance(query.data.session));
    } catch (error) {
      if (error instanceof WalletRefusal)
        return reply.code(401).send({ code: error.code, message: crashRefusal(language, error.code) });
      throw error;
    }
    const snapshot = await entry.game.snapshot();
    const mine = await repo.betOf(entry.game.vendor.options.db, snapshot.round.id, sessionHash(query.data.session));
    return reply.header('Cache-Control', 'no-store').send({
      balanceMinor: balanceMinor.toString(),
      balance: formatMinor(balanceMinor),
      ...snapshot,
      mine: betJson(mine),
    });
  });

  scope.post('/:vassalage/:game/bet', async (request, reply) => {
    const entry = gameOf(request.params);
    if (!entry) return reply.code(404).send({ error: { code: 'not_found' } });
    const language = languageOf((request.body as { lang?: unknown } | null)?.lang);
    const body = betBody.safeParse(request.body);
    const stake = body.success ? parseStake(body.data.stakeMinor) : undefined;
    const auto = body.success ? parseAuto(body.data.autoX100) : undefined;
    if (!body.success || stake === undefined || auto === undefined)
      return reply.code(400).send({ code: 'bad_bet', message: crashRefusal(language, 'bad_bet') });
    const result = await entry.game.bet(body.data.session, stake, auto);
    if (result.kind === 'refused')
      return reply
        .code(statusOf(result.code))
        .send({ code: result.code, message: crashRefusal(language, result.code) });
    if (result.kind === 'interrupted')
      return reply
        .code(503)
        .send({ code: 'interrupted', betId: result.betId, message: crashRefusal(language, 'interrupted') });
    entry.audience.push(await entry.game.snapshot());
    return reply.header('Cache-Control', 'no-store').send({
      roundId: result.roundId,
      bet: betJson(result.bet),
      balanceMinor: result.balanceMinor.toString(),
      balance: formatMinor(result.balanceMinor),
    });
  });

  scope.post('/:vassalage/:game/cashout', async (request, reply) => {
    const entry = gameOf(request.params);
    if (!entry) return reply.code(404).send({ error: { code: 'not_found' } });
    const language = languageOf((request.body as { lang?: unknown } | null)?.lang);
    const body = cashoutBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ code: 'bad_bet', message: crashRefusal(language, 'bad_bet') });
    const result = await entry.game.cashOut(body.data.session);
    if (result.kind === 'refused')
      return reply
        .code(statusOf(result.code))
        .send({ code: result.code, message: crashRefusal(language, result.code) });
    entry.audience.push(await entry.game.snapshot());
    return reply.header('Cache-Control', 'no-store').send({
      betId: result.betId,
      cashoutX100: result.cashoutX100,
      winMinor: result.winMinor.toString(),
      balanceMinor: result.balanceMinor?.toString() ?? null,
    });
  });

  // The shared round, pushed: the session is checked before the upgrade, so a refusal is a plain HTTP answer.
  scope.get(
    '/:vassalage/:game/socket',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const entry = gameOf(request.params);
        const query = pageQuery.safeParse(request.query);
        if (!entry) return reply.code(404).send({ error: { code: 'not_found' } });
        if (!query.success) return reply.code(401).send({ code: 'session_invalid' });
        try {
          await entry.game.vendor.wallet(entry.game.key.vassalage).balance(query.data.session);
        } catch (error) {
          if (error instanceof WalletRefusal) return reply.code(401).send({ code: error.code });
          throw error;
        }
      },
    },
    async (socket, request) => {
      const entry = gameOf(request.params)!;
      // Nothing a page sends means anything; the socket is for listening.
      socket.on('message', () => undefined);
      entry.audience.add(socket, JSON.stringify(await entry.game.snapshot()));
    },
  );
}
