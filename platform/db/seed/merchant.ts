/** Demo merchant: currency, flags, whitelabel tree and registration rules (spec 3, 5, 6). */
import type { Insertable } from 'kysely';
import type { MerchantDomainsTable, MerchantRegionsTable, RegisterRulesTable } from '../../modules/system/tables.ts';
import type { MerchantsTable } from '../../merchant/tables.ts';

export function demoMerchant(code: string, now: string): Insertable<MerchantsTable> {
  return {
    code,
    name: 'Lotus Play',
    currency: 'BDT',
    currency_symbol: '৳',
    system_status: 0,
    gtag_id: null,
    // Local stand-ins for CDN hosts: the site server answers /cdn/<name>/<path> with the file at <path>.
    image_cdns: JSON.stringify(['/cdn/img-a', '/cdn/img-b']),
    launch_cdns: JSON.stringify(['/cdn/launch-a', '/cdn/launch-b']),
    consent_days: 30,
    updated_at: now,
  };
}

type Rule = Omit<Insertable<RegisterRulesTable>, 'merchant_code' | 'sort'>;

/** One rule per registration field; pattern '*' accepts anything (spec 5). */
const RULES: Rule[] = [
  {
    field_key: 'username',
    enabled: 1,
    required: 1,
    accepted_pattern: '^[A-Za-z][A-Za-z0-9]*$',
    pattern_id: 'letters_digits_first_letter',
    min_length: 4,
    max_length: 16,
  },
  {
    field_key: 'password',
    enabled: 1,
    required: 1,
    accepted_pattern: '^\\S+$',
    pattern_id: 'password_length',
    min_length: 6,
    max_length: 20,
  },
  {
    field_key: 'payeeName',
    enabled: 1,
    required: 0,
    accepted_pattern: '^[\\p{L} .]+$',
    pattern_id: 'real_name',
    min_length: 2,
    max_length: 50,
  },
  {
    field_key: 'paymentPassword',
    enabled: 0,
    required: 0,
    accepted_pattern: '^[0-9]+$',
    pattern_id: 'digits_only',
    min_length: 6,
    max_length: 6,
  },
  {
    field_key: 'qqNum',
    enabled: 0,
    required: 0,
    accepted_pattern: '^[0-9]+$',
    pattern_id: 'digits_only',
    min_length: 5,
    max_length: 12,
  },
  {
    field_key: 'line',
    enabled: 0,
    required: 0,
    accepted_pattern: '^\\S+$',
    pattern_id: 'no_spaces',
    min_length: 2,
    max_length: 30,
  },
  {
    field_key: 'whatsapp',
    enabled: 1,
    required: 0,
    accepted_pattern: '^[0-9]+$',
    pattern_id: 'digits_only',
    min_length: 8,
    max_length: 15,
  },
  {
    field_key: 'facebook',
    enabled: 0,
    required: 0,
    accepted_pattern: '*',
    pattern_id: 'no_spaces',
    min_length: 2,
    max_length: 50,
  },
  {
    field_key: 'wechat',
    enabled: 0,
    required: 0,
    accepted_pattern: '^\\S+$',
    pattern_id: 'no_spaces',
    min_length: 2,
    max_length: 30,
  },
  {
    field_key: 'idNumber',
    enabled: 0,
    required: 0,
    accepted_pattern: '^[A-Za-z0-9-]+$',
    pattern_id: 'no_spaces',
    min_length: 5,
    max_length: 30,
  },
  {
    field_key: 'idType',
    enabled: 0,
    required: 0,
    accepted_pattern: '^([1-9]|1[01])$',
    pattern_id: 'digits_only',
    min_length: 1,
    max_length: 2,
  },
  {
    field_key: 'email',
    enabled: 1,
    required: 0,
    accepted_pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    pattern_id: 'email',
    min_length: 6,
    max_length: 60,
  },
  {
    field_key: 'mobileNum',
    enabled: 1,
    required: 0,
    accepted_pattern: '^[0-9]+$',
    pattern_id: 'digits_only',
    min_length: 10,
    max_length: 11,
  },
  {
    field_key: 'affiliateCode',
    enabled: 1,
    required: 0,
    accepted_pattern: '^[A-Za-z0-9]+$',
    pattern_id: 'letters_digits',
    min_length: 4,
    max_length: 12,
  },
  {
    field_key: 'recommenderId',
    enabled: 0,
    required: 0,
    accepted_pattern: '^[A-Za-z][A-Za-z0-9]*$',
    pattern_id: 'letters_digits_first_letter',
    min_length: 4,
    max_length: 16,
  },
  {
    field_key: 'captcha',
    enabled: 0,
    required: 0,
    accepted_pattern: '^[0-9]+$',
    pattern_id: 'digits_only',
    min_length: 4,
    max_length: 4,
  },
];

export function demoRegisterRules(merchantCode: string): Insertable<RegisterRulesTable>[] {
  return RULES.map((rule, sort) => ({ ...rule, merchant_code: merchantCode, sort }));
}

/** The demo merchant's region dropdown (menu group gamingvenue): where its live tables and sportsbooks are run. */
export function demoRegions(merchantCode: string): Insertable<MerchantRegionsTable>[] {
  const venues = [
    { value: 'ALL', label_bn: 'সব ভেন্যু', label_en: 'All venues' },
    { value: 'ASIA', label_bn: 'এশিয়া', label_en: 'Asia' },
    { value: 'EUROPE', label_bn: 'ইউরোপ', label_en: 'Europe' },
    { value: 'AMERICAS', label_bn: 'আমেরিকা', label_en: 'Americas' },
  ];
  return venues.map((v, sort) => ({
    merchant_code: merchantCode,
    menu_group: 'gamingvenue',
    id: sort + 1,
    sort,
    ...v,
  }));
}

/** The demo merchant's domains: the local addresses land on home; the join sub-domain on the join-us page. */
export function demoDomains(merchantCode: string): Insertable<MerchantDomainsTable>[] {
  return [
    { merchant_code: merchantCode, domain: 'localhost', route: '/' },
    { merchant_code: merchantCode, domain: '127.0.0.1', route: '/' },
    { merchant_code: merchantCode, domain: 'join.localhost', route: '/join' },
  ];
}
