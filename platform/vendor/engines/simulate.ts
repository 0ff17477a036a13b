// Measures an engine's RTP by playing many rounds from a fixed, documented seed sequence, so any failing run
// can be replayed exactly: server seed = SHA-256(`rtp-simulation:${game}`), client seed 'rtp-simulation',
// nonces 0..rounds-1. Floats are used here for the statistics only, never for money.
import { createHash } from 'node:crypto';
import { RandomStream } from './fairness.ts';

export function simulationSeed(game: string): string {
  return createHash('sha256').update(`rtp-simulation:${game}`).digest('hex');
}

export const SIMULATION_CLIENT_SEED = 'rtp-simulation';

export interface RoundMoney {
  betMinor: bigint;
  /** Everything paid back for the round, stake included (0 on a loss). */
  returnMinor: bigint;
}

export interface RtpMeasurement {
  rounds: number;
  /** Total returned / total bet. */
  rtp: number;
  /** Standard deviation of one round's return per unit bet, from the simulated rounds. */
  sd: number;
  /** sd / √rounds: the standard error of the measured RTP when every round bets the same. */
  standardError: number;
}

/** Plays `rounds` rounds and measures each named bet of the round separately (baccarat settles three at once). */
export function measureRtps<K extends string>(
  game: string,
  rounds: number,
  play: (stream: RandomStream) => Record<K, RoundMoney>,
): Record<K, RtpMeasurement> {
  const serverSeed = simulationSeed(game);
  const sums = new Map<K, { sum: number; sumSquares: number }>();
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const bets = play(new RandomStream(serverSeed, SIMULATION_CLIENT_SEED, nonce));
    for (const key in bets) {
      const { betMinor, returnMinor } = bets[key];
      const ratio = Number(returnMinor) / Number(betMinor);
      const acc = sums.get(key) ?? { sum: 0, sumSquares: 0 };
      acc.sum += ratio;
      acc.sumSquares += ratio * ratio;
      sums.set(key, acc);
    }
  }
  const out = {} as Record<K, RtpMeasurement>;
  for (const [key, { sum, sumSquares }] of sums) {
    const rtp = sum / rounds;
    const sd = Math.sqrt(Math.max(0, sumSquares / rounds - rtp * rtp) * (rounds / (rounds - 1)));
    out[key] = { rounds, rtp, sd, standardError: sd / Math.sqrt(rounds) };
  }
  return out;
}

export function measureRtp(game: string, rounds: number, play: (stream: RandomStream) => RoundMoney): RtpMeasurement {
  return measureRtps(game, rounds, (stream) => ({ round: play(stream) })).round;
}

/**
 * Whether a measurement lies within `sigmas` standard errors of the stated figure. `exactSd` (from the engine's
 * exact distribution) is used for the standard error when known; otherwise the simulated deviation is.
 */
export function withinInterval(measured: RtpMeasurement, stated: number, sigmas: number, exactSd?: number): boolean {
  const standardError = exactSd === undefined ? measured.standardError : exactSd / Math.sqrt(measured.rounds);
  return Math.abs(measured.rtp - stated) <= sigmas * standardError;
}
