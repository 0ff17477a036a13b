/** SQL for the system module: whitelabel tree, registration rules, resources, countries, help centre. */
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RegisterRulesTable } from './tables.ts';

export function whitelabelNodes(db: Kysely<Database>, merchant: string) {
  return db
    .selectFrom('whitelabel_nodes')
    .select(['code', 'parent_code', 'name', 'enabled', 'sort'])
    .where('merchant_code', '=', merchant)
    .orderBy('sort')
    .execute();
}

export function registerRules(db: Kysely<Database>, merchant: string) {
  return db
    .selectFrom('register_rules')
    .select(['field_key', 'enabled', 'required', 'accepted_pattern', 'pattern_id', 'min_length', 'max_length'])
    .where('merchant_code', '=', merchant)
    .orderBy('sort')
    .execute();
}

export type RegisterRuleChange = Pick<Updateable<RegisterRulesTable>, 'enabled' | 'required' | 'accepted_pattern'>;

/** Changes one field's rule (operator command); false when the merchant has no such field. */
export async function setRegisterRule(
  db: Kysely<Database>,
  merchant: string,
  field: string,
  change: RegisterRuleChange,
): Promise<boolean> {
  const result = await db
    .updateTable('register_rules')
    .set(change)
    .where('merchant_code', '=', merchant)
    .where('field_key', '=', field)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function resources(db: Kysely<Database>, merchant: string) {
  return db
    .selectFrom('resources')
    .select(['resource_type', 'url', 'qr_code_url', 'label_name_en', 'label_name_bn', 'label_name_cn'])
    .where('merchant_code', '=', merchant)
    .orderBy('sort')
    .execute();
}

export function countries(db: Kysely<Database>) {
  return db.selectFrom('countries').select(['country_code', 'dialing_code']).orderBy('sort').execute();
}

export function helpSections(db: Kysely<Database>, merchant: string, lang: string) {
  return db
    .selectFrom('help_sections')
    .select(['anchor', 'title', 'body'])
    .where('merchant_code', '=', merchant)
    .where('lang', '=', lang)
    .orderBy('sort')
    .execute();
}

export function banners(db: Kysely<Database>, merchant: string, lang: string) {
  return db
    .selectFrom('banners')
    .select(['group_name', 'url'])
    .where('merchant_code', '=', merchant)
    .where('lang', '=', lang)
    .orderBy('sort')
    .execute();
}

export function customerServicePaths(db: Kysely<Database>, merchant: string) {
  return db
    .selectFrom('customer_service_paths')
    .select(['type', 'url'])
    .where('merchant_code', '=', merchant)
    .orderBy('sort')
    .execute();
}

export function regions(db: Kysely<Database>, merchant: string, menuGroup: string) {
  return db
    .selectFrom('merchant_regions')
    .select(['id', 'value', 'label_bn', 'label_en'])
    .where('merchant_code', '=', merchant)
    .where('menu_group', '=', menuGroup)
    .orderBy('sort')
    .execute();
}

export function domainRoute(db: Kysely<Database>, merchant: string, domain: string) {
  return db
    .selectFrom('merchant_domains')
    .select(['domain', 'route'])
    .where('merchant_code', '=', merchant)
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/** Enabled vendors with their wallet mode: what the merchant wallet call lists. */
export function vendorWallets(db: Kysely<Database>, merchant: string) {
  return db
    .selectFrom('vendors')
    .select(['vassalage', 'name', 'category', 'wallet_mode'])
    .where('merchant_code', '=', merchant)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .execute();
}
