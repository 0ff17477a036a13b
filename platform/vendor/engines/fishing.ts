// The arcade fishing game: every shot costs the bet and targets the fish that swims into it; the fish is
// caught with its hit chance and then pays its multiple of the bet. Small fish are common and easy, big ones rare.
import { type Fraction, fraction } from './exact.ts';
import type { RandomStream } from './fairness.ts';
import { assertBetMinor } from './money.ts';

export interface FishType {
  name: string;
  /** Relative share of shots that meet this fish. */
  appearanceWeight: number;
  /** Chance a shot catches it, in 1/10,000ths (whole numbers keep the RTP exact). */
  hitPer10000: number;
  /** What a catch pays, as a multiple of the shot's bet. */
  multiplier: number;
}

export const HIT_SCALE = 10_000;

// Each fish returns about 0.94–0.96 of a shot on its own (hit chance × multiplier), so the RTP barely depends on
// which fish a player meets; the spread between fish is the volatility, not the return.
export const FISH_TYPES: readonly FishType[] = [
  { name: 'shrimp', appearanceWeight: 30, hitPer10000: 4800, multiplier: 2 },
  { name: 'clownfish', appearanceWeight: 25, hitPer10000: 3200, multiplier: 3 },
  { name: 'pufferfish', appearanceWeight: 18, hitPer10000: 1900, multiplier: 5 },
  { name: 'turtle', appearanceWeight: 12, hitPer10000: 960, multiplier: 10 },
  { name: 'lanternfish', appearanceWeight: 8, hitPer10000: 475, multiplier: 20 },
  { name: 'shark', appearanceWeight: 5, hitPer10000: 190, multiplier: 50 },
  { name: 'golden whale', appearanceWeight: 2, hitPer10000: 94, multiplier: 100 },
];

/** The most a shot returns as a multiple of its bet: the best fish caught. */
export const FISHING_MAX_WIN_MULTIPLE = Math.max(...FISH_TYPES.map((fish) => fish.multiplier));

const TOTAL_WEIGHT = FISH_TYPES.reduce((sum, fish) => sum + fish.appearanceWeight, 0);

export interface ShotResult {
  betMinor: bigint;
  fish: string;
  caught: boolean;
  winMinor: bigint;
}

/** One shot: which fish it meets (by appearance weight), then whether it is caught (by hit chance). */
export function shoot(stream: RandomStream, betMinor: bigint): ShotResult {
  assertBetMinor(betMinor, 'shot bet');
  let pick = stream.int(TOTAL_WEIGHT);
  let fish = FISH_TYPES[0]!;
  for (const candidate of FISH_TYPES) {
    if (pick < candidate.appearanceWeight) {
      fish = candidate;
      break;
    }
    pick -= candidate.appearanceWeight;
  }
  const caught = stream.int(HIT_SCALE) < fish.hitPer10000;
  return { betMinor, fish: fish.name, caught, winMinor: caught ? betMinor * BigInt(fish.multiplier) : 0n };
}

/**
 * One shot aimed at a fish the player picked (the game page's target): only the hit is drawn, `int(10000)`
 * against that fish's chance. Every fish returns 94–96% on its own (see FISH_TYPES), so aiming moves the
 * volatility, not the return much; `targetRtp` gives each target's exact figure.
 */
export function shootAt(stream: RandomStream, betMinor: bigint, target: string): ShotResult {
  assertBetMinor(betMinor, 'shot bet');
  const fish = FISH_TYPES.find((candidate) => candidate.name === target);
  if (!fish) throw new RangeError(`no fish called ${target}`);
  const caught = stream.int(HIT_SCALE) < fish.hitPer10000;
  return { betMinor, fish: fish.name, caught, winMinor: caught ? betMinor * BigInt(fish.multiplier) : 0n };
}

/** Exact RTP of shots aimed at one fish: hit chance × multiplier. */
export function targetRtp(target: string): Fraction {
  const fish = FISH_TYPES.find((candidate) => candidate.name === target);
  if (!fish) throw new RangeError(`no fish called ${target}`);
  return fraction(BigInt(fish.hitPer10000 * fish.multiplier), BigInt(HIT_SCALE));
}

/** RTP per shot = Σ (appearance share × hit chance × multiplier), exact; and E[return²] for the exact deviation. */
export function fishingExactRtp(): { rtp: Fraction; secondMoment: Fraction } {
  const denominator = BigInt(TOTAL_WEIGHT * HIT_SCALE);
  let first = 0n;
  let second = 0n;
  for (const fish of FISH_TYPES) {
    const weight = BigInt(fish.appearanceWeight * fish.hitPer10000);
    first += weight * BigInt(fish.multiplier);
    second += weight * BigInt(fish.multiplier * fish.multiplier);
  }
  return { rtp: fraction(first, denominator), secondMoment: fraction(second, denominator) };
}

/** Stated RTP: 956,500 / 1,000,000 from fishingExactRtp(). */
export const FISHING_STATED_RTP = 0.9565;
