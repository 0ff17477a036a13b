/**
 * The merchant's public configuration the system calls serve (registration rules, countries, banners, resources, help,
 * customer service, regions, domains): table types, composed into the database type in platform/db/schema.ts.
 */
import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types.ts';

export interface SystemTables {
  register_rules: RegisterRulesTable;
  countries: CountriesTable;
  banners: BannersTable;
  resources: ResourcesTable;
  help_sections: HelpSectionsTable;
  customer_service_paths: CustomerServicePathsTable;
  merchant_regions: MerchantRegionsTable;
  merchant_domains: MerchantDomainsTable;
}

export interface RegisterRulesTable {
  merchant_code: string;
  field_key: string;
  enabled: Flag;
  required: Flag;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface CountriesTable {
  country_code: string;
  dialing_code: string;
  sort: number;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_code: string;
  group_name: string;
  lang: string;
  url: string;
  sort: number;
}

export interface ResourcesTable {
  merchant_code: string;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label_name_en: string;
  label_name_bn: string;
  label_name_cn: string;
  sort: number;
}

export interface HelpSectionsTable {
  id: Generated<number>;
  merchant_code: string;
  lang: string;
  anchor: string;
  title: string;
  body: string;
  sort: number;
}

export interface CustomerServicePathsTable {
  merchant_code: string;
  type: string;
  url: string;
  sort: number;
}

/** A region dropdown entry (spec 3 "Region list entry") in one menu group. */
export interface MerchantRegionsTable {
  merchant_code: string;
  menu_group: string;
  id: number;
  value: string;
  label_bn: string;
  label_en: string;
  sort: number;
}

/** Where a visitor arriving on one of the merchant's domains lands (spec 7 "Domain route"). */
export interface MerchantDomainsTable {
  merchant_code: string;
  domain: string;
  route: string;
}
