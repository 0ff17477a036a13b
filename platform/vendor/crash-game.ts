/**
 * The crash game's shared round: one timeline for every player and every server process, read from the round's
 * row and the clock — a betting window, then the flight until the crash point of the round's chain seed, a pause,
 * and the next round. Money moves only through the seamless wallet: the bet is a debit, the round's closing credit
 * is stake × the cash-out multiplier (or 0 for a lost bet). The server's clock at the cash-out request decides the
 * multiplier; an auto cash-out is the server's too, so a player whose connection is gone is still paid.
 * Exactly once: a bet is decided by one conditional update (won or lost), its credit reuses one transaction id,
 * and a crashed round is settled by the one process that claims it — after a restart as well.
 */
import { randomBytes } from 'node:crypto';
import { toMinor } from '../../contract/minor-units.ts';
import {
  cashoutWinMinor,
  ChainSeeds,
  crashPointX100,
  maskPlayer,
  MAX_CRASH_X100,
  MIN_CASHOUT_X100,
  msToReach,
  multiplierAtX100,
  terminatingHash,
  chainLink,
} from './engines/crash.ts';
import { MIN_BET_MINOR } from './engines/money.ts';
import * as repo from './crash-repository.ts';
import { betTransaction, sessionHash, type BuiltInVendor } from './vendor.ts';
import { WalletRefusal } from './wallet-client.ts';

/** How long bets are taken before the take-off. */
export const BETTING_MS = 6_000;
/** How long the crash stays on screen before the next round's betting opens. */
export const PAUSE_MS = 3_000;
/** Rounds per chain: about three weeks of rounds; the next chain is made when one runs out. */
export const CHAIN_LENGTH = 100_000;
/** A process that stops mid-settlement leaves the round to another after this. */
export const SETTLE_LEASE_MS = 30_000;
/** The highest stake of one bet, 10,000 taka. */
export const MAX_STAKE_MINOR = 1_000_000n;

export type Phase = 'betting' | 'flying' | 'crashed';

export function phaseOf(round: repo.CrashRound, now: number): Phase {
  if (now < Number(round.betting_ends_ms)) return 'betting';
  return now < Number(round.crash_at_ms) ? 'flying' : 'crashed';
}

export type BetResult =
  | { kind: 'placed'; bet: repo.CrashBet; roundId: string; balanceMinor: bigint }
  | { kind: 'refused'; code: string }
  | { kind: 'interrupted'; betId: string };

export type CashoutResult =
  | { kind: 'cashed'; betId: string; cashoutX100: number; winMinor: bigint; balanceMinor: bigint | null }
  | { kind: 'refused'; code: string };

export interface SettleReport {
  rounds: string[];
  won: string[];
  lost: string[];
  refunded: string[];
  failed: string[];
}

/** The bet fields the page may send, checked here as well as in the route. */
export function parseStake(text: unknown): bigint | undefined {
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const stake = BigInt(text);
  // Whole taka from the minimum bet up to the table's limit.
  return stake >= MIN_BET_MINOR && stake <= MAX_STAKE_MINOR && stake % 100n === 0n ? stake : undefined;
}

export function parseAuto(text: unknown): number | null | undefined {
  if (text === undefined || text === null || text === '') return null;
  if (typeof text !== 'string' || !/^[0-9]{3,6}$/.test(text)) return undefined;
  const x100 = Number(text);
  return x100 >= MIN_CASHOUT_X100 && x100 <= MAX_CRASH_X100 ? x100 : undefined;
}

export class CrashGame {
  readonly vendor: BuiltInVendor;
  readonly key: repo.GameKey;
  #chains = new Map<string, repo.CrashChain>();
  #seeds = new Map<string, ChainSeeds>();

  constructor(vendor: BuiltInVendor, key: repo.GameKey) {
    this.vendor = vendor;
    this.key = key;
  }

  get #db() {
    return this.vendor.options.db;
  }

  #now(): number {
    return this.vendor.options.now();
  }

  async #chain(id: string): Promise<repo.CrashChain> {
    let chain = this.#chains.get(id);
    if (!chain) {
      chain = await repo.chainById(this.#db, id);
      if (!chain) throw new Error(`crash chain ${id} missing`);
      this.#chains.set(id, chain);
    }
    return chain;
  }

  /** The chain that plays round `seq`, made (its secret from the OS CSPRNG) when the last one has run out. */
  async #chainFor(seq: number): Promise<repo.CrashChain> {
    const latest = await repo.latestChain(this.#db, this.key);
    if (latest && seq < Number(latest.first_seq) + latest.length) return latest;
    const secret = randomBytes(32).toString('hex');
    await repo.insertChain(this.#db, {
      id: `H${randomBytes(12).toString('hex')}`,
      vassalage: this.key.vassalage,
      game_code: this.key.code,
      secret,
      terminating_hash: terminatingHash(secret, CHAIN_LENGTH),
      length: CHAIN_LENGTH,
      first_seq: seq,
      created_at: new Date(this.#now()).toISOString(),
    });
    return (await repo.latestChain(this.#db, this.key))!;
  }

  /** The round now on screen: the latest one, or the next when the latest has crashed and its pause is over. */
  async currentRound(): Promise<repo.CrashRound> {
    const now = this.#now();
    const latest = await repo.latestRound(this.#db, this.key);
    if (latest && now < Number(latest.crash_at_ms) + PAUSE_MS) return latest;
    const seq = latest ? Number(latest.seq) + 1 : 1;
    const chain = await this.#chainFor(seq);
    const chainRound = seq - Number(chain.first_seq) + 1;
    let seeds = this.#seeds.get(chain.id);
    if (!seeds) {
      seeds = new ChainSeeds(chain.secret, chain.length);
      this.#seeds.set(chain.id, seeds);
    }
    const seed = seeds.seed(chainRound);
    const crash = crashPointX100(seed);
    const bettingEnds = now + BETTING_MS;
    await repo.insertRound(this.#db, {
      id: `${this.key.vassalage}/${this.key.code}#${seq}`,
      vassalage: this.key.vassalage,
      game_code: this.key.code,
      seq,
      chain_id: chain.id,
      chain_round: chainRound,
      seed,
      seed_hash: chainLink(seed),
      crash_x100: crash,
      betting_ends_ms: bettingEnds,
      crash_at_ms: bettingEnds + msToReach(crash),
      state: 'open',
      claimed_until_ms: null,
    });
    return (await repo.latestRound(this.#db, this.key))!;
  }

  /** The hash a round was committed to: the seed of the chain's round before it, or the terminating hash. */
  async hashShownBefore(round: repo.CrashRound): Promise<string> {
    const chain = await this.#chain(round.chain_id);
    if (round.chain_round === 1) return chain.terminating_hash;
    const seeds = this.#seeds.get(chain.id) ?? new ChainSeeds(chain.secret, chain.length);
    this.#seeds.set(chain.id, seeds);
    return seeds.seed(round.chain_round - 1);
  }

  async terminatingHashOf(round: repo.CrashRound): Promise<string> {
    return (await this.#chain(round.chain_id)).terminating_hash;
  }

  /** A bet for the round in its betting window: the row first, then the debit. */
  async bet(session: string, stakeMinor: bigint, autoX100: number | null): Promise<BetResult> {
    const db = this.#db;
    const round = await this.currentRound();
    if (phaseOf(round, this.#now()) !== 'betting') return { kind: 'refused', code: 'betting_closed' };
    const wallet = this.vendor.wallet(this.key.vassalage);
    let player: string;
    try {
      player = (await wallet.balance(session)).player;
    } catch (error) {
      if (error instanceof WalletRefusal) return { kind: 'refused', code: error.code };
      throw error;
    }
    const id = `C${randomBytes(12).toString('hex')}`;
    const row = {
      id,
      round_id: round.id,
      session_hash: sessionHash(session),
      player_ref: player,
      stake_minor: stakeMinor,
      auto_x100: autoX100,
    };
    if (!(await repo.insertBet(db, row, this.#now()))) return { kind: 'refused', code: 'already_bet' };
    let balanceMinor: bigint;
    try {
      ({ balanceMinor } = await wallet.debit({
        session,
        transactionId: betTransaction(id),
        roundId: id,
        gameCode: this.key.code,
        amountMinor: stakeMinor,
      }));
    } catch (error) {
      if (error instanceof WalletRefusal) {
        await repo.dropBet(db, id);
        return { kind: 'refused', code: error.code };
      }
      // No answer: the bet stays pending, and the round's settlement rolls it back (refund or void).
      return { kind: 'interrupted', betId: id };
    }
    if (!(await repo.markDebited(db, id))) return { kind: 'interrupted', betId: id };
    return { kind: 'placed', bet: (await repo.betById(db, id))!, roundId: round.id, balanceMinor };
  }

  /**
   * The player's cash-out, at the multiplier of the server's clock now. Refused before the take-off and after the
   * crash; of many parallel requests for one bet, only the one whose update decides the bet is paid.
   */
  async cashOut(session: string): Promise<CashoutResult> {
    const db = this.#db;
    const now = this.#now();
    const round = await repo.latestRound(db, this.key);
    if (!round) return { kind: 'refused', code: 'no_bet' };
    const bet = await repo.betOf(db, round.id, sessionHash(session));
    if (!bet || bet.state === 'pending' || bet.state === 'refunded') return { kind: 'refused', code: 'no_bet' };
    if (bet.state !== 'open') return { kind: 'refused', code: bet.state === 'won' ? 'already_cashed_out' : 'crashed' };
    const phase = phaseOf(round, now);
    if (phase === 'betting') return { kind: 'refused', code: 'not_flying' };
    if (phase === 'crashed') return { kind: 'refused', code: 'crashed' };
    let x100 = multiplierAtX100(now - Number(round.betting_ends_ms));
    // An auto cash-out below the multiplier now happened first: the bet was already out at its target.
    if (bet.auto_x100 !== null && bet.auto_x100 <= x100) x100 = bet.auto_x100;
    const winMinor = cashoutWinMinor(toMinor(bet.stake_minor), x100);
    if (!(await repo.decideBet(db, bet.id, { state: 'won', cashoutX100: x100, winMinor }, now))) {
      const again = await repo.betById(db, bet.id);
      return { kind: 'refused', code: again?.state === 'won' ? 'already_cashed_out' : 'crashed' };
    }
    const balanceMinor = await this.#credit(bet, winMinor).catch((error: unknown) => {
      // The win is decided and written; the next pass sends the credit again (same id: paid once).
      if (!this.vendor.stoppedBy(error)) console.error(`crash bet ${bet.id} credit not answered`, error);
      return null;
    });
    return { kind: 'cashed', betId: bet.id, cashoutX100: x100, winMinor, balanceMinor };
  }

  async #credit(bet: repo.CrashBet, winMinor: bigint): Promise<bigint> {
    const { balanceMinor } = await this.vendor.credit(
      { vassalage: this.key.vassalage, game_code: this.key.code, id: bet.id },
      bet.player_ref,
      winMinor,
    );
    await repo.markCredited(this.#db, bet.id);
    return balanceMinor;
  }

  /**
   * The background pass (every process, several times a second): makes the next round when its time has come,
   * pays the auto cash-outs the flight has reached, settles crashed rounds, and resends lost credits.
   */
  async tick(report: SettleReport = emptyReport()): Promise<SettleReport> {
    const db = this.#db;
    const round = await this.currentRound();
    const now = this.#now();
    if (phaseOf(round, now) === 'flying') {
      const reached = multiplierAtX100(now - Number(round.betting_ends_ms));
      for (const bet of await repo.autoCashoutsDue(db, round.id, reached)) {
        if (this.vendor.stopping) return report;
        await this.#decide(bet, round, report);
      }
    }
    for (const due of await repo.dueRounds(db, now, 20)) {
      if (this.vendor.stopping) return report;
      if (!(await repo.claimRound(db, due.id, now, SETTLE_LEASE_MS))) continue;
      report.rounds.push(due.id);
      let failures = 0;
      for (const bet of await repo.betsOfRound(db, due.id)) {
        try {
          await this.#settleBet(bet, due, report);
        } catch (error) {
          if (this.vendor.stoppedBy(error)) return report;
          console.error(`crash bet ${bet.id} not settled`, error);
          report.failed.push(bet.id);
          failures += 1;
        }
      }
      if (failures === 0) await repo.settleRound(db, due.id);
    }
    for (const bet of await repo.uncreditedBets(db, 50)) {
      if (this.vendor.stopping) return report;
      const round = await repo.roundById(db, bet.round_id);
      // A riding round's cash-outs are credited by their own request; only rounds past the crash are retried here.
      if (!round || phaseOf(round, now) !== 'crashed') continue;
      await this.#credit(bet, toMinor(bet.win_minor ?? 0n)).catch((error: unknown) => {
        if (!this.vendor.stoppedBy(error)) report.failed.push(bet.id);
      });
    }
    return report;
  }

  /** A crashed round's bet: pending ones are rolled back, riding ones decided by their auto cash-out, all credited. */
  async #settleBet(bet: repo.CrashBet, round: repo.CrashRound, report: SettleReport): Promise<void> {
    if (bet.state === 'pending') {
      await this.vendor
        .wallet(this.key.vassalage)
        .rollback({
          player: bet.player_ref,
          transactionId: `${bet.id}:refund`,
          originalTransactionId: betTransaction(bet.id),
          roundId: bet.id,
        })
        .catch((error: unknown) => {
          // bet_not_found: the debit never arrived; the platform remembers the id, so a late one is refused.
          if ((error as { code?: string }).code !== 'bet_not_found') throw error;
        });
      await repo.markRefunded(this.#db, bet.id, this.#now());
      report.refunded.push(bet.id);
      return;
    }
    if (bet.state === 'open') {
      await this.#decide(bet, round, report);
      return;
    }
    if ((bet.state === 'won' || bet.state === 'lost') && bet.credited === 0)
      await this.#credit(bet, toMinor(bet.win_minor ?? 0n));
  }

  /** Decides a riding bet by its auto cash-out against the crash point, and pays it (a loss is a zero credit). */
  async #decide(bet: repo.CrashBet, round: repo.CrashRound, report: SettleReport): Promise<void> {
    const won = bet.auto_x100 !== null && bet.auto_x100 <= round.crash_x100;
    const winMinor = won ? cashoutWinMinor(toMinor(bet.stake_minor), bet.auto_x100!) : 0n;
    const decision = won
      ? { state: 'won' as const, cashoutX100: bet.auto_x100!, winMinor }
      : { state: 'lost' as const };
    if (!(await repo.decideBet(this.#db, bet.id, decision, this.#now()))) return;
    (won ? report.won : report.lost).push(bet.id);
    await this.#credit(bet, winMinor);
  }

  /** What every page is told (the socket's message): the round, its public bets, the recent crashes. */
  async snapshot(): Promise<CrashSnapshot> {
    const now = this.#now();
    const round = await this.currentRound();
    const phase = phaseOf(round, now);
    const bets = await repo.betsOfRound(this.#db, round.id);
    const history = await repo.crashedRounds(this.#db, this.key, now, 20);
    return {
      serverTime: now,
      round: {
        id: round.id,
        seq: Number(round.seq),
        phase,
        bettingEndsAt: Number(round.betting_ends_ms),
        seedHash: round.seed_hash,
        terminatingHash: await this.terminatingHashOf(round),
        chainRound: round.chain_round,
        ...(phase === 'crashed'
          ? { crashX100: round.crash_x100, crashAt: Number(round.crash_at_ms), seed: round.seed }
          : {}),
      },
      bets: bets
        .filter((bet) => bet.state !== 'pending' && bet.state !== 'refunded')
        .map((bet) => ({
          id: bet.id,
          player: maskPlayer(bet.player_ref),
          stakeMinor: toMinor(bet.stake_minor).toString(),
          state: bet.state === 'won' ? 'won' : bet.state === 'lost' ? 'lost' : 'riding',
          cashoutX100: bet.cashout_x100,
          winMinor: bet.state === 'won' ? toMinor(bet.win_minor ?? 0n).toString() : null,
        })),
      history: history.map((r) => ({ id: r.id, seq: Number(r.seq), crashX100: r.crash_x100, seed: r.seed })),
    };
  }
}

export interface CrashSnapshot {
  serverTime: number;
  round: {
    id: string;
    seq: number;
    phase: Phase;
    bettingEndsAt: number;
    seedHash: string;
    terminatingHash: string;
    chainRound: number;
    crashX100?: number;
    crashAt?: number;
    seed?: string;
  };
  bets: {
    id: string;
    player: string;
    stakeMinor: string;
    state: 'riding' | 'won' | 'lost';
    cashoutX100: number | null;
    winMinor: string | null;
  }[];
  history: { id: string; seq: number; crashX100: number; seed: string }[];
}

export const emptyReport = (): SettleReport => ({ rounds: [], won: [], lost: [], refunded: [], failed: [] });
