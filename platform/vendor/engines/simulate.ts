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

export function measureRtp(game: string, rounds: number, play: (stream: RandomStream) => RoundMoney): RtpMeasurement {
  const serverSeed = simulationSeed(game);
  let sum = 0;
  let sumSquares = 0;
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const { betMinor, returnMinor } = play(new RandomStream(serverSeed, SIMULATION_CLIENT_SEED, nonce));
    const ratio = Number(returnMinor) / Number(betMinor);
    sum += ratio;
    sumSquares += ratio * ratio;
  }
  const rtp = sum / rounds;
  const sd = Math.sqrt(Math.max(0, sumSquares / rounds - rtp * rtp) * (rounds / (rounds - 1)));
  return { rounds, rtp, sd, standardError: sd / Math.sqrt(rounds) };
}

/** Whether a measurement lies within `sigmas` standard errors of the stated figure. */
export function withinInterval(measured: RtpMeasurement, stated: number, sigmas: number): boolean {
  return Math.abs(measured.rtp - stated) <= sigmas * measured.standardError;
}
