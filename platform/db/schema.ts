/** Table types for Kysely. Flags are integers 0/1 and timestamps ISO-8601 UTC text on both stores. */
import type { Generated } from 'kysely';

export type Flag = 0 | 1;

export interface MerchantsTable {
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  /** 0 normal, 1 maintenance, 2 region restricted (spec 4, App start). */
  system_status: number;
  gtag_id: string | null;
  /** JSON arrays of base URLs; one is picked at random per page view (spec 9). */
  image_cdns: string;
  launch_cdns: string;
  updated_at: string;
}

export interface MerchantFlagsTable {
  merchant_code: string;
  name: string;
  enabled: Flag;
}

export interface WhitelabelNodesTable {
  merchant_code: string;
  code: string;
  parent_code: string | null;
  name: string;
  enabled: Flag;
  sort: number;
}

export interface BlockedCountriesTable {
  merchant_code: string;
  country_code: string;
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

export interface VendorsTable {
  merchant_code: string;
  vassalage: string;
  name: string;
  category: string;
  is_hot: Flag;
  enabled: Flag;
  sort: number;
}

export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  /** Spec announcement types: B, PL, PU, PR, H. */
  announcement_type: string;
  lang: string;
  title: string;
  /** Server HTML; the site sanitizes it before it reaches the DOM. */
  content: string;
  popup: Flag;
  created_at: string;
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

export interface Database {
  merchants: MerchantsTable;
  merchant_flags: MerchantFlagsTable;
  whitelabel_nodes: WhitelabelNodesTable;
  blocked_countries: BlockedCountriesTable;
  register_rules: RegisterRulesTable;
  countries: CountriesTable;
  vendors: VendorsTable;
  notices: NoticesTable;
  banners: BannersTable;
  resources: ResourcesTable;
  help_sections: HelpSectionsTable;
  customer_service_paths: CustomerServicePathsTable;
}
