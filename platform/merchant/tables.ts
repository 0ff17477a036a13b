/**
 * The merchant's own rows: its settings, flags, whitelabel tree and blocked countries: table types, composed into the
 * database type in platform/db/schema.ts.
 */
import type { Flag } from '../db/column-types.ts';

export interface MerchantTables {
  merchants: MerchantsTable;
  merchant_flags: MerchantFlagsTable;
  whitelabel_nodes: WhitelabelNodesTable;
  blocked_countries: BlockedCountriesTable;
}

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
  /** Days a device remembers the age-and-terms answer (issue 27). */
  consent_days: number;
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
