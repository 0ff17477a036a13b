/**
 * PVP bingo rooms: players buy cards (one seat each) for the room's next draw through the seamless wallet, and
 * once per cycle one process claims the cycle, draws its balls from the committed seed and settles every card of
 * it exactly once — a credit for each card whose debit was accepted, a rollback for any other (a debit whose
 * answer never came). Credits and rollbacks reuse the card's transaction ids, so a repeated job has one effect.
 */
import { randomBytes } from 'node:crypto';
import { toMinor } from '../../../contract/minor-units.ts';
import { roomBalls, roomCard, settleRoomCard } from '../engines/bingo-room.ts';
import { betTransaction, sessionHash, type BuiltInVendor } from '../vendor.ts';
import { WalletRefusal } from '../wallet-client.ts';
import { cycleOnSale, drawTimeOf, ROOMS, type RoomConfig } from './config.ts';
import * as repo from './repository.ts';

/** How long a claim on a cycle holds: a process that stops mid-draw leaves it to another after this. */
export const DRAW_LEASE_MS = 30_000;

export interface RoomState {
  vassalage: string;
  code: string;
  cycleId: string;
  seats: number;
  seatsTaken: number;
  seatsFree: number;
  cardPriceMinor: bigint;
  cycleMs: number;
  /** When the cycle on sale draws (ms since the epoch). */
  drawAt: number;
  seedHash: string;
}

export type BuyResult =
  | {
      kind: 'bought';
      cardId: string;
      cycleId: string;
      seat: number;
      card: number[][];
      drawAt: number;
      seedHash: string;
      balanceMinor: bigint;
    }
  | { kind: 'refused'; code: string }
  | { kind: 'interrupted'; cardId: string };

export interface DrawReport {
  cycles: string[];
  settled: string[];
  refunded: string[];
  failed: string[];
}

const parseCard = (text: string) => JSON.parse(text) as number[][];

export class BingoRooms {
  readonly #vendor: BuiltInVendor;

  constructor(vendor: BuiltInVendor) {
    this.#vendor = vendor;
  }

  async state(room: RoomConfig): Promise<RoomState> {
    const { db, now } = this.#vendor.options;
    const cycleNo = cycleOnSale(room, now());
    const cycle = await repo.ensureCycle(db, room, cycleNo);
    const taken = await repo.seatsTaken(db, cycle.id);
    return {
      vassalage: room.vassalage,
      code: room.code,
      cycleId: cycle.id,
      seats: room.seats,
      seatsTaken: taken,
      seatsFree: Math.max(0, room.seats - taken),
      cardPriceMinor: room.cardPriceMinor,
      cycleMs: room.cycleMs,
      drawAt: drawTimeOf(room, cycleNo),
      seedHash: cycle.seed_hash,
    };
  }

  list(): Promise<RoomState[]> {
    return Promise.all(ROOMS.map((room) => this.state(room)));
  }

  /** One card for the cycle on sale: a free seat, the debit, and the card drawn from the cycle's seed by its seat. */
  async buy(room: RoomConfig, session: string): Promise<BuyResult> {
    const { db, now } = this.#vendor.options;
    const wallet = this.#vendor.wallet(room.vassalage);
    let player: string;
    try {
      player = (await wallet.balance(session)).player;
    } catch (error) {
      if (error instanceof WalletRefusal) return { kind: 'refused', code: error.code };
      throw error;
    }
    const cycleNo = cycleOnSale(room, now());
    const cycle = await repo.ensureCycle(db, room, cycleNo);
    const cardId = `K${randomBytes(12).toString('hex')}`;
    let seat = -1;
    // Two buyers may read the same count; the unique (cycle, seat) index lets one of them have the seat and the
    // other tries the next one, until the room is full.
    for (let attempt = 0; attempt <= room.seats; attempt += 1) {
      const candidate = await repo.seatsTaken(db, cycle.id);
      if (candidate >= room.seats) return { kind: 'refused', code: 'room_full' };
      const card = JSON.stringify(roomCard(cycle.server_seed, cycle.id, candidate));
      const row = {
        id: cardId,
        cycle_id: cycle.id,
        seat: candidate,
        session_hash: sessionHash(session),
        player_ref: player,
        price_minor: room.cardPriceMinor,
        card,
      };
      if (await repo.insertCard(db, row, now())) {
        seat = candidate;
        break;
      }
    }
    if (seat < 0) return { kind: 'refused', code: 'room_full' };
    let balanceMinor: bigint;
    try {
      ({ balanceMinor } = await wallet.debit({
        session,
        transactionId: betTransaction(cardId),
        roundId: cardId,
        gameCode: room.code,
        amountMinor: room.cardPriceMinor,
      }));
    } catch (error) {
      if (error instanceof WalletRefusal) {
        await repo.releaseCard(db, cardId);
        return { kind: 'refused', code: error.code };
      }
      // No answer: the card stays open without a debit, and the draw rolls it back (refund or void).
      return { kind: 'interrupted', cardId };
    }
    if (!(await repo.markDebited(db, cardId))) return { kind: 'interrupted', cardId };
    return {
      kind: 'bought',
      cardId,
      cycleId: cycle.id,
      seat,
      card: roomCard(cycle.server_seed, cycle.id, seat),
      drawAt: drawTimeOf(room, cycleNo),
      seedHash: cycle.seed_hash,
      balanceMinor,
    };
  }

  /**
   * The scheduler's job: every due cycle is claimed by exactly one process (repo.claimCycle), drawn and settled.
   * A cycle whose settlement did not finish stays claimed until its lease runs out and is taken again then; its
   * already-settled cards are not open any more, and a card's repeated credit is answered from the first.
   */
  async drawDue({ limit = 50, leaseMs = DRAW_LEASE_MS } = {}): Promise<DrawReport> {
    const { db, now } = this.#vendor.options;
    const report: DrawReport = { cycles: [], settled: [], refunded: [], failed: [] };
    for (const cycle of await repo.dueCycles(db, now(), limit)) {
      if (this.#vendor.stopping) break;
      const balls = roomBalls(cycle.server_seed, cycle.id);
      if (!(await repo.claimCycle(db, cycle, JSON.stringify(balls), now(), leaseMs))) continue;
      report.cycles.push(cycle.id);
      let failures = 0;
      for (const card of await repo.openCardsOf(db, cycle.id)) {
        if (this.#vendor.stopping) {
          failures += 1;
          break;
        }
        try {
          await this.#settleCard(cycle, card, balls, report);
        } catch (error) {
          // The server is shutting down: the cycle's claim runs out and the next start settles the rest.
          if (this.#vendor.stoppedBy(error)) {
            failures += 1;
            break;
          }
          // Left open for the next claim; one card's trouble does not stop the others.
          console.error(`room card ${card.id} not settled`, error);
          report.failed.push(card.id);
          failures += 1;
        }
      }
      if (failures === 0) await repo.settleCycle(db, cycle.id, now());
    }
    return report;
  }

  async #settleCard(cycle: repo.RoomCycle, card: repo.RoomCard, balls: number[], report: DrawReport): Promise<void> {
    const { db, now } = this.#vendor.options;
    const round = { vassalage: cycle.vassalage, game_code: cycle.game_code, id: card.id };
    if (card.debited === 1) {
      const result = settleRoomCard(parseCard(card.card), balls, toMinor(card.price_minor));
      await this.#vendor.credit(round, card.player_ref, result.winMinor);
      await repo.closeCard(
        db,
        card.id,
        { state: 'settled', winMinor: result.winMinor, pattern: result.pattern },
        now(),
      );
      report.settled.push(card.id);
      return;
    }
    await this.#vendor
      .wallet(cycle.vassalage)
      .rollback({
        player: card.player_ref,
        transactionId: `${card.id}:refund`,
        originalTransactionId: betTransaction(card.id),
        roundId: card.id,
      })
      .catch((error: unknown) => {
        // bet_not_found: the debit never arrived; the platform remembers the id, so a late one is refused.
        if ((error as { code?: string }).code !== 'bet_not_found') throw error;
      });
    await repo.closeCard(db, card.id, { state: 'refunded' }, now());
    report.refunded.push(card.id);
  }
}
