/** The demo point rules (spec 9 rates, 100 points = ৳1.00) and a few point-mall items of each kind. */
import type { Insertable } from 'kysely';
import type { PointMallItemsTable, PointsSettingsTable } from '../../modules/points/tables.ts';
import { DEFAULT_RATES, DEFAULT_UNIT_MINOR, DEFAULT_UNIT_POINTS } from '../../modules/points/index.ts';

export function demoPointsSettings(merchantCode: string, at: string): Insertable<PointsSettingsTable> {
  return {
    merchant_code: merchantCode,
    rates: JSON.stringify(DEFAULT_RATES),
    unit_points: DEFAULT_UNIT_POINTS,
    unit_minor: DEFAULT_UNIT_MINOR,
    updated_at: at,
  };
}

export function demoMallItems(merchantCode: string, at: string): Insertable<PointMallItemsTable>[] {
  const base = { merchant_code: merchantCode, state: 'open' as const, created_at: at };
  return [
    {
      ...base,
      sort: 1,
      kind: 'cash',
      name_en: '৳50 cash voucher',
      name_bn: '৳৫০ ক্যাশ ভাউচার',
      points_cost: 5_000,
      value_minor: 5_000n,
      stock: null,
    },
    {
      ...base,
      sort: 2,
      kind: 'bonus',
      name_en: '৳20 bonus',
      name_bn: '৳২০ বোনাস',
      points_cost: 1_500,
      value_minor: 2_000n,
      stock: null,
    },
    {
      ...base,
      sort: 3,
      kind: 'physical',
      name_en: 'Lotus team cap',
      name_bn: 'লোটাস টিম ক্যাপ',
      points_cost: 3_000,
      value_minor: 0n,
      stock: 5,
    },
  ];
}
