/**
 * The lottery vendor's rules: tickets for the draw on sale are debited through the seamless wallet at purchase;
 * once per draw one process claims it, derives its result from the draw's chain link and settles every ticket
 * exactly once — a credit (0 too) for each ticket whose debit was accepted, a rollback for any other. A cancelled
 * draw rolls every ticket back. Credits and rollbacks reuse the ticket's transaction ids, so a repeated job has
 * one effect whichever process runs it.
 */
import { randomBytes } from 'node:crypto';
import type { LotteryTicketRequest } from '../../../contract/lottery.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { betTransaction, sessionHash, type BuiltInVendor } from '../vendor.ts';
import { WalletRefusal } from '../wallet-client.ts';
import { checkBet, oddsKeysOf, winOf, type LotteryBet, type Odds } from './bets.ts';
import { clockDrawOnSale, drawTimeOf, LOTTERY_GAMES, lotteryGame, type LotteryGame } from './config.ts';
import { LotteryFeed } from './feed.ts';
import * as repo from './repository.ts';
import { ResultSources } from './result-source.ts';
import type { DrawResult } from './results.ts';

/** How long a claim on a draw holds: a process that stops mid-settlement leaves it to another after this. */
export const LOTTERY_LEASE_MS = 30_000;

export type TicketResult =
  | { kind: 'bought'; ticket: repo.LotteryTicket; draw: repo.LotteryDraw; balanceMinor: bigint }
  | { kind: 'refused'; code: string }
  | { kind: 'interrupted'; ticketId: string };

export interface LotteryReport {
  draws: string[];
  settled: string[];
  refunded: string[];
  failed: string[];
}

export const ticketBet = (ticket: repo.LotteryTicket): LotteryBet => ({
  betType: ticket.bet_type as LotteryBet['betType'],
  numbers: JSON.parse(ticket.numbers) as string[],
  stakeMinor: toMinor(ticket.stake_minor),
});

export class LotteryService {
  readonly vendor: BuiltInVendor;
  /** What the vendor publishes about its draws: results, wins, popularity. */
  readonly feed: LotteryFeed;
  /** Each game's result source: the built-in draw, or official results imported from signed files. */
  readonly sources: ResultSources;

  constructor(vendor: BuiltInVendor, sources = new ResultSources()) {
    this.vendor = vendor;
    this.feed = new LotteryFeed(vendor.options.db, vendor.options.now);
    this.sources = sources;
  }

  /** The draw whose tickets are on sale: the clock's, or a later one when the operator already ran or cancelled it. */
  async drawOnSale(game: LotteryGame): Promise<repo.LotteryDraw> {
    const { db, now } = this.vendor.options;
    for (let n = clockDrawOnSale(game, now()), tries = 0; tries < 1_000; n += 1, tries += 1) {
      const draw = await repo.ensureDraw(db, game, n, now());
      if (draw.state === 'open') return draw;
    }
    throw new Error(`no draw of ${game.code} on sale`);
  }

  async buy(game: LotteryGame, input: LotteryTicketRequest): Promise<TicketResult> {
    const { db, now } = this.vendor.options;
    const bet = checkBet(game.kind, input);
    if (typeof bet === 'string') return { kind: 'refused', code: bet };
    const odds = await repo.oddsOf(db, game.code, oddsKeysOf(bet.betType));
    if (Object.keys(odds).length === 0) return { kind: 'refused', code: 'bad_bet' };
    const wallet = this.vendor.wallet(game.vassalage);
    let player: string;
    try {
      player = (await wallet.balance(input.session)).player;
    } catch (error) {
      if (error instanceof WalletRefusal) return { kind: 'refused', code: error.code };
      throw error;
    }
    const draw = await this.drawOnSale(game);
    const id = `L${randomBytes(12).toString('hex')}`;
    await repo.insertTicket(
      db,
      {
        id,
        draw_id: draw.id,
        session_hash: sessionHash(input.session),
        player_ref: player,
        bet_type: bet.betType,
        numbers: JSON.stringify(bet.numbers),
        stake_minor: bet.stakeMinor,
        odds: JSON.stringify(odds),
      },
      now(),
    );
    let balanceMinor: bigint;
    try {
      ({ balanceMinor } = await wallet.debit({
        session: input.session,
        transactionId: betTransaction(id),
        roundId: id,
        gameCode: game.code,
        amountMinor: bet.stakeMinor,
      }));
    } catch (error) {
      if (error instanceof WalletRefusal) {
        await repo.dropTicket(db, id);
        return { kind: 'refused', code: error.code };
      }
      // No answer: the ticket stays open without a debit, and its draw rolls it back.
      return { kind: 'interrupted', ticketId: id };
    }
    if (!(await repo.markDebited(db, id))) return { kind: 'interrupted', ticketId: id };
    return { kind: 'bought', ticket: (await repo.ticketById(db, id))!, draw, balanceMinor };
  }

  /** The scheduler's job: every due draw (oldest first, so missed draws run in order at start) once, by one process. */
  async drawDue({ limit = 50, leaseMs = LOTTERY_LEASE_MS } = {}): Promise<LotteryReport> {
    const { db, now } = this.vendor.options;
    const report: LotteryReport = { draws: [], settled: [], refunded: [], failed: [] };
    for (const draw of await repo.drawsNeedingWork(db, now(), limit, this.sources.importedGames())) {
      if (this.vendor.stopping) break;
      if (draw.state === 'settled' || draw.state === 'cancelled') {
        await this.#settleTickets(draw, report);
        continue;
      }
      await this.#run(draw, false, leaseMs, report);
    }
    return report;
  }

  /** The operator's draw-now: runs the draw on sale at once (its sales close with it). */
  async drawNow(
    game: LotteryGame,
    leaseMs = LOTTERY_LEASE_MS,
  ): Promise<{ draw: repo.LotteryDraw; report: LotteryReport }> {
    const report: LotteryReport = { draws: [], settled: [], refunded: [], failed: [] };
    const draw = await this.drawOnSale(game);
    await this.#run(draw, true, leaseMs, report);
    return { draw: (await repo.drawById(this.vendor.options.db, draw.id))!, report };
  }

  /** The operator's cancel: an open draw is closed and every ticket in it refunded once. */
  async cancel(drawId: string): Promise<{ cancelled: boolean; report: LotteryReport }> {
    const { db, now } = this.vendor.options;
    const report: LotteryReport = { draws: [], settled: [], refunded: [], failed: [] };
    if (!(await repo.cancelDraw(db, drawId, now()))) return { cancelled: false, report };
    report.draws.push(drawId);
    await this.#settleTickets((await repo.drawById(db, drawId))!, report);
    return { cancelled: true, report };
  }

  async #run(draw: repo.LotteryDraw, early: boolean, leaseMs: number, report: LotteryReport): Promise<void> {
    const { db, now } = this.vendor.options;
    const game = lotteryGame(draw.game_code);
    if (!game) return;
    // An imported game's open draw has no result yet: it waits for the official file.
    const result = this.sources.of(game).resultFor(game, draw);
    if (!result) return;
    if (!(await repo.claimDraw(db, draw.id, JSON.stringify(result), now(), leaseMs, early))) return;
    report.draws.push(draw.id);
    await this.settleClaimed(draw, JSON.stringify(result), report);
  }

  /** Settles the tickets of a draw this process has claimed with `result`, then closes the draw when all are done. */
  async settleClaimed(draw: repo.LotteryDraw, result: string, report: LotteryReport): Promise<void> {
    const { db, now } = this.vendor.options;
    const failures = await this.#settleTickets({ ...draw, state: 'drawing', result }, report);
    if (failures === 0) await repo.settleDraw(db, draw.id, now());
  }

  /** Settles (or, in a cancelled draw, refunds) the draw's open tickets; answers how many failed and stay open. */
  async #settleTickets(draw: repo.LotteryDraw, report: LotteryReport): Promise<number> {
    let failures = 0;
    const result = draw.state === 'cancelled' || !draw.result ? undefined : (JSON.parse(draw.result) as DrawResult);
    for (const ticket of await repo.openTicketsOf(this.vendor.options.db, draw.id)) {
      if (this.vendor.stopping) return failures + 1;
      try {
        await this.#settleTicket(draw, ticket, result, report);
      } catch (error) {
        // The server is shutting down: this ticket and the rest wait, open, for the next start.
        if (this.vendor.stoppedBy(error)) return failures + 1;
        // Left open for the next pass; one ticket's trouble does not stop the others.
        console.error(`lottery ticket ${ticket.id} not settled`, error);
        report.failed.push(ticket.id);
        failures += 1;
      }
    }
    return failures;
  }

  async #settleTicket(
    draw: repo.LotteryDraw,
    ticket: repo.LotteryTicket,
    result: DrawResult | undefined,
    report: LotteryReport,
  ): Promise<void> {
    const { db, now } = this.vendor.options;
    if (ticket.debited === 1 && result) {
      const winMinor = winOf(ticketBet(ticket), JSON.parse(ticket.odds) as Odds, result);
      await this.vendor.credit(
        { vassalage: draw.vassalage, game_code: draw.game_code, id: ticket.id },
        ticket.player_ref,
        winMinor,
      );
      if (await repo.closeTicket(db, ticket.id, { state: 'settled', winMinor }, now())) report.settled.push(ticket.id);
      return;
    }
    await this.vendor
      .wallet(draw.vassalage)
      .rollback({
        player: ticket.player_ref,
        transactionId: `${ticket.id}:refund`,
        originalTransactionId: betTransaction(ticket.id),
        roundId: ticket.id,
      })
      .catch((error: unknown) => {
        // bet_not_found: the debit never arrived; the platform remembers the id, so a late one is refused.
        if ((error as { code?: string }).code !== 'bet_not_found') throw error;
      });
    if (await repo.closeTicket(db, ticket.id, { state: 'refunded' }, now())) report.refunded.push(ticket.id);
  }

  /** Every game's draw on sale with its time, for the lists and countdowns. */
  async onSale(): Promise<{ game: LotteryGame; draw: repo.LotteryDraw; drawAt: number }[]> {
    return Promise.all(
      LOTTERY_GAMES.map(async (game) => {
        const draw = await this.drawOnSale(game);
        return { game, draw, drawAt: drawTimeOf(game, Number(draw.draw_no)) };
      }),
    );
  }
}
