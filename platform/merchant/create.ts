/**
 * A real merchant's first rows (issue 30): what a production start needs and the demo seed would otherwise write,
 * without the demo's content, members or money. The settings start at the flags' defaults and the registration
 * rules the platform ships with; the operator changes them with the other `ops` verbs.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { FLAGS, WHITELABEL_GROUPS } from './flags.ts';
import { demoRegisterRules } from '../db/seed/merchant.ts';
import { allCountries } from '../db/seed/catalogue.ts';
import { isUniqueViolation } from '../modules/ledger/index.ts';

/** Currencies whose money this platform formats (contract/minor-units.ts: two decimals), with their symbols. */
const CURRENCY_SYMBOLS: Record<string, string> = { BDT: '৳' };
/** The site's pages are built in these languages; a merchant serves every one of them. */
const SITE_LANGUAGES = ['bn', 'en'] as const;

export interface NewMerchant {
  code: string;
  name: string;
  currency: string;
}

export class MerchantInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MerchantInputError';
  }
}

/** Checks the operator's fields; answers the merchant to create, or throws the first problem in plain words. */
export function parseNewMerchant(input: {
  code?: string;
  name?: string;
  currency?: string;
  languages?: string;
}): NewMerchant {
  const code = input.code?.trim() ?? '';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(code))
    throw new MerchantInputError('--code must be 1 to 40 letters, digits, _ or - (the MERCHANT_CODE the server uses)');
  const name = input.name?.trim().replace(/\s+/g, ' ') ?? '';
  if (name.length < 2 || name.length > 60 || /[\p{Cc}<>]/u.test(name))
    throw new MerchantInputError('--name must be 2 to 60 characters, without control characters or < >');
  const currency = input.currency?.trim().toUpperCase() ?? '';
  if (!CURRENCY_SYMBOLS[currency])
    throw new MerchantInputError(
      `--currency must be one this platform formats: ${Object.keys(CURRENCY_SYMBOLS).join(', ')} (got ${input.currency ?? 'nothing'})`,
    );
  const languages = (input.languages ?? '')
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  const unknown = languages.filter((l) => !(SITE_LANGUAGES as readonly string[]).includes(l));
  if (unknown.length) throw new MerchantInputError(`--languages: the site has no pages in ${unknown.join(', ')}`);
  const missing = SITE_LANGUAGES.filter((l) => !languages.includes(l));
  if (missing.length || languages.length !== SITE_LANGUAGES.length)
    throw new MerchantInputError(
      `--languages must list each of the site's languages once (${SITE_LANGUAGES.join(',')}): every page is served in both`,
    );
  return { code, name, currency };
}

/** Writes the merchant and its settings in one transaction; false when a merchant with that code exists. */
export async function createMerchant(db: Kysely<Database>, merchant: NewMerchant, now = new Date()): Promise<boolean> {
  try {
    return await writeMerchant(db, merchant, now);
  } catch (error) {
    // Two operators at once: the merchants primary key keeps one; the other is told the code exists.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function writeMerchant(db: Kysely<Database>, merchant: NewMerchant, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('merchants')
      .select('code')
      .where('code', '=', merchant.code)
      .executeTakeFirst();
    if (existing) return false;
    await trx
      .insertInto('merchants')
      .values({
        code: merchant.code,
        name: merchant.name,
        currency: merchant.currency,
        currency_symbol: CURRENCY_SYMBOLS[merchant.currency]!,
        system_status: 0,
        gtag_id: null,
        image_cdns: '[]',
        launch_cdns: '[]',
        consent_days: 30,
        updated_at: now.toISOString(),
      })
      .execute();
    const groups = WHITELABEL_GROUPS.map((g, sort) => ({
      merchant_code: merchant.code,
      code: g.code,
      parent_code: null,
      name: g.name,
      enabled: 1 as const,
      sort,
    }));
    const whitelabel = FLAGS.filter((f) => f.kind === 'whitelabel').map((f, sort) => ({
      merchant_code: merchant.code,
      code: f.name,
      parent_code: f.group ?? null,
      name: f.description,
      enabled: f.demoDefault ? (1 as const) : (0 as const),
      sort,
    }));
    await trx
      .insertInto('whitelabel_nodes')
      .values([...groups, ...whitelabel])
      .execute();
    const brand = FLAGS.filter((f) => f.kind === 'brand').map((f) => ({
      merchant_code: merchant.code,
      name: f.name,
      enabled: f.demoDefault ? (1 as const) : (0 as const),
    }));
    await trx.insertInto('merchant_flags').values(brand).execute();
    await trx.insertInto('register_rules').values(demoRegisterRules(merchant.code)).execute();
    const hasCountries = await trx.selectFrom('countries').select('country_code').limit(1).executeTakeFirst();
    if (!hasCountries) await trx.insertInto('countries').values(allCountries()).execute();
    return true;
  });
}
