/**
 * The lottery vendor's public feed (issue 15; spec 7 "Home": popular lottery, Vietnamese numbers, opened numbers,
 * winner board): what any lottery vendor publishes to the merchants it plays for. Results and wins are public once a
 * draw is settled; players appear only by the reference the platform gave the vendor, never by name.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { clockDrawOnSale, closeTimeOf, drawTimeOf, LOTTERY_GAMES, lotteryGame, type LotteryGame } from './config.ts';
import type { DrawResult } from './results.ts';

export interface FeedGame {
  game: LotteryGame;
  /** The next draw by the clock, and when its sales close (epoch ms). */
  nextDrawAt: number;
  closeAt: number;
  /** Tickets sold since `since` (popularity). */
  tickets: number;
}

export interface FeedDraw {
  drawId: string;
  gameCode: string;
  drawNo: number;
  /** When the draw was scheduled, and when it was actually run (earlier when the operator ran it now). */
  drawAt: string;
  drawnAt: string;
  result: DrawResult;
}

export interface FeedWin {
  gameCode: string;
  playerRef: string;
  betType: string;
  winMinor: bigint;
  at: string;
}

export class LotteryFeed {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** Every lottery game with its next draw, the most played since `since` first (then the catalogue's order). */
  async games(since: string): Promise<FeedGame[]> {
    const rows = await this.#db
      .selectFrom('lottery_tickets')
      .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
      .select((eb) => [
        'lottery_draws.game_code as game_code',
        eb.fn.countAll<string | number | bigint>().as('tickets'),
      ])
      .where('lottery_tickets.created_at', '>=', since)
      .groupBy('lottery_draws.game_code')
      .execute();
    const sold = new Map(rows.map((row) => [row.game_code, Number(row.tickets)]));
    const now = this.#now();
    return LOTTERY_GAMES.map((game) => {
      const next = clockDrawOnSale(game, now);
      return {
        game,
        nextDrawAt: drawTimeOf(game, next),
        closeAt: closeTimeOf(game, next),
        tickets: sold.get(game.code) ?? 0,
      };
    }).sort((a, b) => b.tickets - a.tickets);
  }

  /** Settled draws of a game, newest first; within [from, to) when given (ISO instants). */
  async results(gameCode: string, limit: number, range?: { from: string; to: string }): Promise<FeedDraw[]> {
    if (!lotteryGame(gameCode)) return [];
    let query = this.#db
      .selectFrom('lottery_draws')
      .select(['id', 'game_code', 'draw_no', 'draw_at', 'drawn_at', 'result'])
      .where('game_code', '=', gameCode)
      .where('state', '=', 'settled');
    if (range) query = query.where('draw_at', '>=', range.from).where('draw_at', '<', range.to);
    const rows = await query.orderBy('draw_no', 'desc').limit(limit).execute();
    return rows
      .filter((row) => row.result !== null)
      .map((row) => ({
        drawId: row.id,
        gameCode: row.game_code,
        drawNo: Number(row.draw_no),
        drawAt: row.draw_at,
        drawnAt: row.drawn_at ?? row.draw_at,
        result: JSON.parse(row.result!) as DrawResult,
      }));
  }

  /** The biggest wins of settled tickets since `since`, biggest first. */
  async winners(limit: number, since: string): Promise<FeedWin[]> {
    const rows = await this.#db
      .selectFrom('lottery_tickets')
      .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
      .select([
        'lottery_draws.game_code as game_code',
        'lottery_tickets.player_ref as player_ref',
        'lottery_tickets.bet_type as bet_type',
        'lottery_tickets.win_minor as win_minor',
        'lottery_tickets.closed_at as closed_at',
      ])
      .where('lottery_tickets.state', '=', 'settled')
      .where('lottery_tickets.win_minor', '>', 0n)
      .where('lottery_tickets.closed_at', '>=', since)
      .orderBy('lottery_tickets.win_minor', 'desc')
      .orderBy('lottery_tickets.closed_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      gameCode: row.game_code,
      playerRef: row.player_ref,
      betType: row.bet_type,
      winMinor: toMinor(row.win_minor ?? 0n),
      at: row.closed_at ?? '',
    }));
  }

  /** The games a player bought tickets in, the latest first, with when. */
  async gamesPlayedBy(playerRef: string, limit: number): Promise<{ gameCode: string; lastAt: string }[]> {
    const rows = await this.#db
      .selectFrom('lottery_tickets')
      .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
      .select((eb) => ['lottery_draws.game_code as game_code', eb.fn.max('lottery_tickets.created_at').as('last_at')])
      .where('lottery_tickets.player_ref', '=', playerRef)
      .groupBy('lottery_draws.game_code')
      .orderBy('last_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ gameCode: row.game_code, lastAt: String(row.last_at) }));
  }
}
