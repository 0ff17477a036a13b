/**
 * The built-in vendor's HTTP face under /vendor: the game page the launch points at, its round call, its
 * script, and the verify page. Its money calls go to the seamless wallet through the vendor's signed client.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatMinor } from '../../contract/minor-units.ts';
import { CLIENT_SEED } from './engines/fairness.ts';
import { vendorGame } from './games.ts';
import { VENDOR_PAGE_POLICY } from './page-shell.ts';
import * as rounds from './rounds-repository.ts';
import { gamePage } from './pages.ts';
import { sessionInvalidPage } from './slot-page.ts';
import { languageOf, refusalMessage } from './texts.ts';
import { verifyPage } from './verify-page.ts';
import { WalletRefusal } from './wallet-client.ts';
import type { BuiltInVendor } from './vendor.ts';

const session = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
const pageQuery = z.object({ session, lang: z.string().max(10).optional() });
// The bet's own fields are the game's to check (VendorGame.parseBet); this only bounds the body. The client seed is
// the player's (assets/client-seed.js): a fresh random one per round unless the player chose one.
const roundBody = z
  .object({ session, lang: z.string().max(10).optional(), clientSeed: z.string().regex(CLIENT_SEED).optional() })
  .catchall(z.string().max(32));

// Read once at start: the assets are part of the code, not something that changes while the server runs.
const ASSET_DIR = new URL('./assets/', import.meta.url);
const ASSETS = new Map(
  readdirSync(ASSET_DIR)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [name, readFileSync(new URL(name, ASSET_DIR), 'utf8')]),
);
// The digit rule the site and the platform import (contract/rules/digits.ts), served as it is for the games' scripts.
ASSETS.set('local-digits.js', readFileSync(new URL('../../contract/rules/local-digits.mjs', import.meta.url), 'utf8'));

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('Content-Security-Policy', VENDOR_PAGE_POLICY)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

export function vendorRoutes(scope: FastifyInstance, vendor: BuiltInVendor): void {
  scope.get('/assets/:name', async (request, reply) => {
    const script = ASSETS.get((request.params as { name: string }).name);
    if (script === undefined) return reply.code(404).send({ error: { code: 'not_found' } });
    return reply.header('Cache-Control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(script);
  });

  scope.get('/verify', async (request, reply) => {
    const query = request.query as { round?: unknown; lang?: unknown };
    const id = typeof query.round === 'string' && /^R[0-9a-f]{24}$/.test(query.round) ? query.round : undefined;
    const round = id ? await rounds.roundById(vendor.options.db, id) : undefined;
    return html(reply, round ? 200 : 404, verifyPage(languageOf(query.lang), round));
  });

  scope.get('/:vassalage/:game/', async (request, reply) => {
    const { vassalage, game: code } = request.params as { vassalage: string; game: string };
    const game = vendorGame(vassalage, code);
    const gamePageOf = gamePage(vassalage, code);
    const query = pageQuery.safeParse(request.query);
    const language = languageOf((request.query as { lang?: unknown }).lang);
    if (!game || !gamePageOf) return reply.code(404).send({ error: { code: 'not_found' } });
    const title = gamePageOf.title(language);
    if (!query.success) return html(reply, 400, sessionInvalidPage(language, title));
    try {
      const { balanceMinor, next } = await vendor.prepare(game, query.data.session);
      return html(reply, 200, gamePageOf.render(language, query.data.session, balanceMinor, next));
    } catch (error) {
      if (error instanceof WalletRefusal) return html(reply, 401, sessionInvalidPage(language, title));
      throw error;
    }
  });

  scope.post('/:vassalage/:game/round', async (request, reply) => {
    const { vassalage, game: code } = request.params as { vassalage: string; game: string };
    const game = vendorGame(vassalage, code);
    const body = roundBody.safeParse(request.body);
    const language = languageOf((request.body as { lang?: unknown } | null)?.lang);
    if (!game) return reply.code(404).send({ error: { code: 'not_found' } });
    if (!body.success) return reply.code(400).send({ code: 'bad_bet', message: refusalMessage(language, 'bad_bet') });
    const { clientSeed, ...bet } = body.data;
    const result = await vendor.play(game, body.data.session, bet, clientSeed);
    if (result.kind === 'refused') {
      const status = result.code === 'session_invalid' ? 401 : result.code === 'round_busy' ? 409 : 402;
      return reply
        .code(result.code === 'bad_bet' ? 400 : status)
        .send({ code: result.code, message: refusalMessage(language, result.code) });
    }
    if (result.kind === 'interrupted') {
      return reply
        .code(503)
        .send({ code: 'interrupted', roundId: result.roundId, message: refusalMessage(language, 'interrupted') });
    }
    return reply.header('Cache-Control', 'no-store').send({
      roundId: result.roundId,
      ...game.answer?.(result.outcome),
      outcome: result.outcome,
      betMinor: result.betMinor.toString(),
      winMinor: result.winMinor.toString(),
      balanceMinor: result.balanceMinor.toString(),
      balance: formatMinor(result.balanceMinor),
      serverSeed: result.serverSeed,
      clientSeed: result.clientSeed,
      nonce: result.nonce,
      verifyUrl: `/vendor/verify?round=${result.roundId}&lang=${language}`,
      nextSeedHash: result.next.seedHash,
    });
  });
}
