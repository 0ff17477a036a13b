/** The merchant's point rules (points_settings), with the spec's rates when the merchant has set none. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { DEFAULT_RATES, parseRates, type PointRates } from './rates.ts';

export interface PointsSettings {
  rates: PointRates;
  /** Points convert in steps of unitPoints, each worth unitMinor. */
  unitPoints: number;
  unitMinor: bigint;
  /** A point-mall bonus is locked until this many times its value is wagered. */
  bonusWageringMultiple: number;
}

/** 100 points = ৳1.00 unless the merchant says otherwise. */
export const DEFAULT_UNIT_POINTS = 100;
export const DEFAULT_UNIT_MINOR = 100n;
/** A mall bonus must be wagered 3x before it can be withdrawn, unless the merchant says otherwise. */
export const DEFAULT_BONUS_WAGERING_MULTIPLE = 3;

export async function pointsSettings(db: Kysely<Database>, merchantCode: string): Promise<PointsSettings> {
  const row = await db
    .selectFrom('points_settings')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!row)
    return {
      rates: DEFAULT_RATES,
      unitPoints: DEFAULT_UNIT_POINTS,
      unitMinor: DEFAULT_UNIT_MINOR,
      bonusWageringMultiple: DEFAULT_BONUS_WAGERING_MULTIPLE,
    };
  return {
    rates: parseRates(row.rates),
    unitPoints: row.unit_points,
    unitMinor: toMinor(row.unit_minor),
    bonusWageringMultiple: Number(row.bonus_wagering_multiple),
  };
}

/**
 * What a category's points are worth in cash, in basis points of the stake: rate hundredths of a point per 100
 * minor units staked, each point worth unitMinor / unitPoints (0.70 points per ৳1 at 100 points = ৳1: 70 bp).
 */
export function pointsReturnBp(settings: PointsSettings, category: string): number {
  return ((settings.rates[category] ?? 0) * Number(settings.unitMinor)) / settings.unitPoints;
}

export async function savePointsSettings(
  db: Kysely<Database>,
  merchantCode: string,
  settings: PointsSettings,
  at: string,
): Promise<void> {
  const values = {
    rates: JSON.stringify(settings.rates),
    unit_points: settings.unitPoints,
    unit_minor: settings.unitMinor,
    bonus_wagering_multiple: settings.bonusWageringMultiple,
    updated_at: at,
  };
  await db
    .insertInto('points_settings')
    .values({ merchant_code: merchantCode, ...values })
    .onConflict((oc) => oc.column('merchant_code').doUpdateSet(values))
    .execute();
}
