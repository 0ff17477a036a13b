/**
 * Demo deposit channels: one per payment method the footer shows (PAYMENT_* resources), all through the
 * built-in demo gateway. Seeded on their own (not only into an empty database) so that a database made
 * before deposits existed gets them on its next start.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { DepositChannelsTable } from '../../modules/deposits/tables.ts';

const major = (n: number) => BigInt(n) * 100n;
const presets = (...amounts: number[]) => JSON.stringify(amounts.map((n) => major(n).toString()));

export function demoDepositChannels(merchantCode: string): Insertable<DepositChannelsTable>[] {
  const base = { merchant_code: merchantCode, gateway: 'demo', enabled: 1 as const };
  return [
    {
      ...base,
      method: 'PAYMENT_BKASH',
      code: 'bkash',
      name_en: 'bKash',
      name_bn: 'বিকাশ',
      min_minor: major(200),
      max_minor: major(25_000),
      presets: presets(500, 1000, 2000, 5000),
      sort: 10,
    },
    {
      ...base,
      method: 'PAYMENT_NAGAD',
      code: 'nagad',
      name_en: 'Nagad',
      name_bn: 'নগদ',
      min_minor: major(200),
      max_minor: major(25_000),
      presets: presets(500, 1000, 2000, 5000),
      sort: 20,
    },
    {
      ...base,
      method: 'PAYMENT_ROCKET',
      code: 'rocket',
      name_en: 'Rocket',
      name_bn: 'রকেট',
      min_minor: major(300),
      max_minor: major(20_000),
      presets: presets(500, 1000, 3000),
      sort: 30,
    },
    {
      ...base,
      method: 'PAYMENT_BANK',
      code: 'bank',
      name_en: 'Bank transfer',
      name_bn: 'ব্যাংক ট্রান্সফার',
      min_minor: major(1000),
      max_minor: major(500_000),
      presets: presets(5000, 10_000, 50_000),
      sort: 40,
    },
  ];
}

/** Adds the demo channels when the merchant exists and has none; running it again changes nothing. */
export async function seedDepositChannels(db: Kysely<Database>, merchantCode: string): Promise<void> {
  const merchant = await db.selectFrom('merchants').select('code').where('code', '=', merchantCode).executeTakeFirst();
  if (!merchant) return;
  const any = await db
    .selectFrom('deposit_channels')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await db.insertInto('deposit_channels').values(demoDepositChannels(merchantCode)).execute();
}
