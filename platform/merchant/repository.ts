/** All SQL about a merchant's settings: status, flags, blocked countries. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FlagDefinition } from './flags.ts';

export type SystemStatus = 0 | 1 | 2;

export interface MerchantSettings {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  systemStatus: SystemStatus;
  gtagId: string | null;
  imageCdns: string[];
  launchCdns: string[];
  /** Days a device remembers the player's answer to the age-and-terms gate. */
  consentDays: number;
  /** Every whitelabel and brand switch by name. */
  flags: Record<string, boolean>;
  blockedCountries: string[];
  /** Where the maintenance and restriction pages send "Contact Us" (customer-service entry of type 1). */
  contactUrl: string | null;
}

export class MerchantNotFoundError extends Error {
  constructor(code: string) {
    super(`merchant ${code} does not exist`);
    this.name = 'MerchantNotFoundError';
  }
}

export async function loadMerchantSettings(db: Kysely<Database>, code: string): Promise<MerchantSettings> {
  const [merchant, whitelabel, brand, blocked, contact] = await Promise.all([
    db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst(),
    db.selectFrom('whitelabel_nodes').select(['code', 'enabled']).where('merchant_code', '=', code).execute(),
    db.selectFrom('merchant_flags').select(['name', 'enabled']).where('merchant_code', '=', code).execute(),
    db
      .selectFrom('blocked_countries')
      .select('country_code')
      .where('merchant_code', '=', code)
      .orderBy('country_code')
      .execute(),
    db
      .selectFrom('customer_service_paths')
      .select('url')
      .where('merchant_code', '=', code)
      .where('type', '=', '1')
      .executeTakeFirst(),
  ]);
  if (!merchant) throw new MerchantNotFoundError(code);
  const flags: Record<string, boolean> = {};
  for (const node of whitelabel) flags[node.code] = node.enabled === 1;
  for (const flag of brand) flags[flag.name] = flag.enabled === 1;
  return {
    code: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
    systemStatus: merchant.system_status as SystemStatus,
    gtagId: merchant.gtag_id,
    imageCdns: JSON.parse(merchant.image_cdns) as string[],
    launchCdns: JSON.parse(merchant.launch_cdns) as string[],
    consentDays: Number(merchant.consent_days),
    flags,
    blockedCountries: blocked.map((b) => b.country_code),
    contactUrl: contact?.url ?? null,
  };
}

/** Longest remembered consent the merchant may set: a year; the gate must come back at least that often. */
export const MAX_CONSENT_DAYS = 365;

export async function setConsentDays(db: Kysely<Database>, code: string, days: number): Promise<void> {
  const result = await db
    .updateTable('merchants')
    .set({ consent_days: days, updated_at: new Date().toISOString() })
    .where('code', '=', code)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new MerchantNotFoundError(code);
}

export async function setSystemStatus(db: Kysely<Database>, code: string, status: SystemStatus): Promise<void> {
  const result = await db
    .updateTable('merchants')
    .set({ system_status: status, updated_at: new Date().toISOString() })
    .where('code', '=', code)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new MerchantNotFoundError(code);
}

export async function setFlag(
  db: Kysely<Database>,
  code: string,
  flag: FlagDefinition,
  enabled: boolean,
): Promise<void> {
  const value = enabled ? 1 : 0;
  if (flag.kind === 'whitelabel') {
    await db
      .updateTable('whitelabel_nodes')
      .set({ enabled: value })
      .where('merchant_code', '=', code)
      .where('code', '=', flag.name)
      .execute();
    return;
  }
  await db
    .insertInto('merchant_flags')
    .values({ merchant_code: code, name: flag.name, enabled: value })
    .onConflict((oc) => oc.columns(['merchant_code', 'name']).doUpdateSet({ enabled: value }))
    .execute();
}

export async function blockCountry(db: Kysely<Database>, code: string, country: string): Promise<void> {
  await db
    .insertInto('blocked_countries')
    .values({ merchant_code: code, country_code: country })
    .onConflict((oc) => oc.columns(['merchant_code', 'country_code']).doNothing())
    .execute();
}

export async function unblockCountry(db: Kysely<Database>, code: string, country: string): Promise<void> {
  await db
    .deleteFrom('blocked_countries')
    .where('merchant_code', '=', code)
    .where('country_code', '=', country)
    .execute();
}
