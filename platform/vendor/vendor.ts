/**
 * The built-in game vendor: commits a round's seed before the bet, takes the bet through the seamless wallet,
 * plays the round from the seeds, pays the win, and settles. It knows the platform only as the HTTP contract
 * (WalletClient); its own book is vendor_rounds.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toMinor } from '../../contract/minor-units.ts';
import { newServerSeed, RandomStream, seedHash } from './engines/fairness.ts';
import type { VendorGame } from './games.ts';
import * as rounds from './rounds-repository.ts';
import { ServerClosing, WalletClient, WalletRefusal, type WalletTransport } from './wallet-client.ts';

export interface VendorOptions {
  db: Kysely<Database>;
  now: () => number;
  /** The vendor's own signing secret for a vassalage it plays for. */
  secretFor: (vassalage: string) => string | undefined;
  transport: WalletTransport;
}

export interface Commitment {
  roundId: string;
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

export type PlayResult =
  | {
      kind: 'settled';
      roundId: string;
      outcome: unknown;
      betMinor: bigint;
      winMinor: bigint;
      balanceMinor: bigint;
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      next: Commitment;
    }
  /** The platform refused the bet (no money moved), or the bet or session was not acceptable. */
  | { kind: 'refused'; code: string }
  /** The bet's or the win's call got no answer: the round stays open and recovery finishes it. */
  | { kind: 'interrupted'; roundId: string };

export const sessionHash = (session: string) => createHash('sha256').update(session).digest('hex');
export const betTransaction = (roundId: string) => `${roundId}:bet`;

export class BuiltInVendor {
  readonly options: VendorOptions;
  #stopping = false;

  constructor(options: VendorOptions) {
    this.options = options;
  }

  /** The server is shutting down: background passes (draws, recovery) finish the item in hand and take no more. */
  stop(): void {
    this.#stopping = true;
  }

  get stopping(): boolean {
    return this.#stopping;
  }

  /**
   * Whether `error` is the shutdown's rather than a failure: the server refused the call because it is closing, or
   * the vendor is stopping. The item stays open and the next start takes it; nothing is lost, nothing to report.
   */
  stoppedBy(error: unknown): boolean {
    return this.#stopping || error instanceof ServerClosing;
  }

  wallet(vassalage: string): WalletClient {
    const secret = this.options.secretFor(vassalage);
    if (!secret) throw new Error(`no seamless secret for ${vassalage}`);
    return new WalletClient(vassalage, secret, this.options.transport, this.options.now);
  }

  /** The session's committed next round, made (seed from the OS CSPRNG) when there is none. */
  async commitment(game: VendorGame, session: string): Promise<Commitment> {
    const hash = sessionHash(session);
    const existing = await rounds.committedFor(this.options.db, hash, game.vassalage, game.code);
    if (existing)
      return {
        roundId: existing.id,
        seedHash: existing.seed_hash,
        clientSeed: existing.client_seed,
        nonce: existing.nonce,
      };
    const serverSeed = newServerSeed();
    const round = {
      id: `R${randomBytes(12).toString('hex')}`,
      vassalage: game.vassalage,
      game_code: game.code,
      session_hash: hash,
      server_seed: serverSeed,
      seed_hash: seedHash(serverSeed),
      client_seed: randomBytes(8).toString('hex'),
      nonce: await rounds.roundsInSession(this.options.db, hash),
    };
    await rounds.insertCommitted(this.options.db, round, this.options.now());
    return { roundId: round.id, seedHash: round.seed_hash, clientSeed: round.client_seed, nonce: round.nonce };
  }

  /** The page's first call: the balance (which also proves the session) and the next round's hash. */
  async prepare(game: VendorGame, session: string): Promise<{ balanceMinor: bigint; next: Commitment }> {
    const { balanceMinor } = await this.wallet(game.vassalage).balance(session);
    return { balanceMinor, next: await this.commitment(game, session) };
  }

  /**
   * Plays the committed round with the player's client seed, sent with the bet (issue 15): the server seed was
   * committed (its hash shown) before the player's seed for this round was known, so the operator cannot pick a
   * server seed against it. Without one (a caller other than the game page) the seed drawn at commitment is used.
   */
  async play(game: VendorGame, session: string, betInput: unknown, playerSeed?: string): Promise<PlayResult> {
    const bet = game.parseBet(betInput);
    if (!bet) return { kind: 'refused', code: 'bad_bet' };
    const { db, now } = this.options;
    const committed = await rounds.committedFor(db, sessionHash(session), game.vassalage, game.code);
    if (!committed) return { kind: 'refused', code: 'no_round' };
    const wallet = this.wallet(game.vassalage);
    const betMinor = game.stake(bet);
    // The player reference comes with the balance answer; it is what a credit or rollback names after a restart.
    let player: string;
    try {
      player = (await wallet.balance(session)).player;
    } catch (error) {
      if (error instanceof WalletRefusal) return { kind: 'refused', code: error.code };
      throw error;
    }
    const clientSeed = playerSeed ?? committed.client_seed;
    if (
      !(await rounds.openRound(db, committed.id, { player, betMinor, detail: JSON.stringify(bet), clientSeed }, now()))
    ) {
      return { kind: 'refused', code: 'round_busy' };
    }
    try {
      await wallet.debit({
        session,
        transactionId: betTransaction(committed.id),
        roundId: committed.id,
        gameCode: game.code,
        amountMinor: betMinor,
      });
    } catch (error) {
      if (error instanceof WalletRefusal) {
        await rounds.reopenCommitment(db, committed.id);
        return { kind: 'refused', code: error.code };
      }
      // No answer: the bet may or may not have been taken. The round stays open; recovery rolls it back.
      return { kind: 'interrupted', roundId: committed.id };
    }
    const { outcome, winMinor } = game.play(new RandomStream(committed.server_seed, clientSeed, committed.nonce), bet);
    await rounds.recordDebit(db, committed.id, JSON.stringify(outcome), winMinor);
    let balanceMinor: bigint;
    try {
      balanceMinor = (await this.credit(committed, player, winMinor)).balanceMinor;
    } catch {
      return { kind: 'interrupted', roundId: committed.id };
    }
    await rounds.closeRound(db, committed.id, 'settled', now());
    return {
      kind: 'settled',
      roundId: committed.id,
      outcome,
      betMinor,
      winMinor,
      balanceMinor,
      serverSeed: committed.server_seed,
      clientSeed,
      nonce: committed.nonce,
      next: await this.commitment(game, session),
    };
  }

  /** The round's win (0 too: the credit is what tells the platform the round is over). Idempotent by its id. */
  credit(round: { vassalage: string; game_code: string; id: string }, player: string, winMinor: bigint) {
    return this.wallet(round.vassalage).credit({
      player,
      transactionId: `${round.id}:win`,
      roundId: round.id,
      gameCode: round.game_code,
      amountMinor: winMinor,
      betTransactionId: betTransaction(round.id),
    });
  }
}

/** A stored round's bet and win as bigints (SQLite answers numbers, PostgreSQL bigints). */
export function roundMoney(round: rounds.VendorRound): { betMinor: bigint; winMinor: bigint | null } {
  return {
    betMinor: toMinor(round.bet_minor ?? 0n),
    winMinor: round.win_minor === null ? null : toMinor(round.win_minor),
  };
}
