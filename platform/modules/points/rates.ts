/**
 * The arithmetic of points, free of any store (issue 17, spec 9). A settled bet earns points at its game
 * category's rate per one major unit staked (৳1): live 0.70, sports 1.00, PVP 1.00, fish 1.20, slots 1.20, and
 * lottery, e-lottery and esports 1.00 (docs/decisions.md). Rates are kept in hundredths of a point; points are
 * whole: each bet's points round down, so nobody is shown a point that was not earned.
 */

import type { POINT_TYPES } from '../../../contract/calls/points.ts';

export type PointType = (typeof POINT_TYPES)[number];

/** Category -> points per major unit staked, in hundredths (120 = 1.20). */
export type PointRates = Readonly<Record<string, number>>;

export const DEFAULT_RATES: PointRates = {
  LIVE: 70,
  SPORTS: 100,
  PVP: 100,
  FISH: 120,
  RNG: 120,
  LOTT: 100,
  ELOTT: 100,
  ESPORTS: 100,
};

/** The spec's point type a category's bets earn under (fishing counts with slots, PVP card rooms as poker). */
const TYPE_OF: Readonly<Record<string, PointType>> = {
  LIVE: 'live',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  PVP: 'poker',
  FISH: 'slots',
  RNG: 'slots',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

export function pointTypeOf(category: string): PointType | null {
  return TYPE_OF[category] ?? null;
}

/** Minor units per major unit (the rates are per ৳1 = 100 minor units). */
const MINOR_PER_MAJOR = 100n;

/** The whole points one settled stake earns: floor(stake in major units x rate). */
export function pointsFor(stakeMinor: bigint, rateHundredths: number): bigint {
  if (stakeMinor <= 0n || rateHundredths <= 0) return 0n;
  return (stakeMinor * BigInt(rateHundredths)) / (MINOR_PER_MAJOR * 100n);
}

/** '1.20' for 120. */
export function rateText(rateHundredths: number): string {
  return `${Math.floor(rateHundredths / 100)}.${String(rateHundredths % 100).padStart(2, '0')}`;
}

/** Rates from their stored JSON; anything that is not CATEGORY -> 0..10000 whole number is dropped. */
export function parseRates(json: string): PointRates {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const rates: Record<string, number> = {};
  for (const [category, rate] of Object.entries(parsed)) {
    if (/^[A-Z]{2,12}$/.test(category) && Number.isInteger(rate) && (rate as number) >= 0 && (rate as number) <= 10_000)
      rates[category] = rate as number;
  }
  return rates;
}

/** The money a number of points converts to, in whole steps of unitPoints; null when points is not such a multiple. */
export function moneyForPoints(points: bigint, unitPoints: number, unitMinor: bigint): bigint | null {
  const unit = BigInt(unitPoints);
  if (points <= 0n || points % unit !== 0n) return null;
  return (points / unit) * unitMinor;
}
