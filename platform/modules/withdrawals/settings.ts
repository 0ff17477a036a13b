/** A merchant's withdrawal rules (issue "Withdraw": limits, daily count, turnover, confirmation minutes). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { saveSettings, settingsRow } from './repository.ts';

export interface WithdrawalSettings {
  minMinor: bigint;
  maxMinor: bigint;
  dailyCount: number;
  turnoverPercent: number;
  confirmMinutes: number;
}

/**
 * Used when a merchant has no row: databases seeded before withdrawals existed. The demo seed writes the same
 * values, so a fresh database and an upgraded one behave alike until the operator changes them.
 */
export const WITHDRAWAL_DEFAULTS: WithdrawalSettings = {
  minMinor: 10_000n,
  maxMinor: 2_500_000n,
  dailyCount: 5,
  turnoverPercent: 100,
  confirmMinutes: 30,
};

export async function withdrawalSettings(db: Kysely<Database>, merchantCode: string): Promise<WithdrawalSettings> {
  const row = await settingsRow(db, merchantCode);
  if (!row) return WITHDRAWAL_DEFAULTS;
  return {
    minMinor: toMinor(row.min_minor),
    maxMinor: toMinor(row.max_minor),
    dailyCount: Number(row.daily_count),
    turnoverPercent: Number(row.turnover_percent),
    confirmMinutes: Number(row.confirm_minutes),
  };
}

export async function saveWithdrawalSettings(
  db: Kysely<Database>,
  merchantCode: string,
  settings: WithdrawalSettings,
): Promise<void> {
  const values = {
    min_minor: settings.minMinor,
    max_minor: settings.maxMinor,
    daily_count: settings.dailyCount,
    turnover_percent: settings.turnoverPercent,
    confirm_minutes: settings.confirmMinutes,
  };
  await saveSettings(db, merchantCode, values);
}
