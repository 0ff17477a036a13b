/** Demo vendor catalogue by category and the country dialing-code list. */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { Insertable } from 'kysely';
import type { CountriesTable } from '../../modules/system/tables.ts';
import type { VendorsTable } from '../../modules/games/tables.ts';

type Vendor = Omit<Insertable<VendorsTable>, 'merchant_code' | 'sort' | 'enabled' | 'wallet_mode'>;

/**
 * Every demo vendor is served by the built-in game vendor, so each one can become launchable for real.
 * Order matters: the first vendor of a category is the default tab and carries the nav's vassalage.
 */
const VENDORS: Vendor[] = [
  { vassalage: 'TCG_SEA', name: 'SEA Lottery', category: 'LOTT', is_hot: 1 },
  { vassalage: 'TCG_LOTTO_VN', name: 'Vietnam Lottery', category: 'LOTT', is_hot: 0 },
  { vassalage: 'LOTUS_KENO', name: 'Lotus Keno', category: 'ELOTT', is_hot: 0 },
  { vassalage: 'LOTUS_LIVE', name: 'Lotus Live', category: 'LIVE', is_hot: 1 },
  { vassalage: 'LOTUS_SPORTS', name: 'Lotus Sports', category: 'SPORTS', is_hot: 1 },
  { vassalage: 'DS88', name: 'DS88 Sabong', category: 'SPORTS', is_hot: 0 },
  { vassalage: 'LOTUS_FISH', name: 'Lotus Fishing', category: 'FISH', is_hot: 0 },
  { vassalage: 'LOTUS_SLOTS', name: 'Lotus Slots', category: 'RNG', is_hot: 1 },
  { vassalage: 'LOTUS_CLASSIC', name: 'Lotus Classic Slots', category: 'RNG', is_hot: 0 },
  { vassalage: 'LOTUS_ARENA', name: 'Lotus Arena', category: 'PVP', is_hot: 0 },
  { vassalage: 'LOTUS_ESPORTS', name: 'Lotus eSports', category: 'ESPORTS', is_hot: 0 },
];

export function demoVendors(merchantCode: string): Insertable<VendorsTable>[] {
  // The built-in vendor plays every game from the main wallet through the seamless wallet: no vendor wallets.
  return VENDORS.map((vendor, sort) => ({
    ...vendor,
    merchant_code: merchantCode,
    enabled: 1,
    sort,
    wallet_mode: 'seamless',
  }));
}

/** Bangladesh first (the home market), then neighbours, then the rest alphabetically by code. */
const FIRST = ['BD', 'IN', 'NP', 'PK', 'LK', 'MM'];

export function allCountries(): Insertable<CountriesTable>[] {
  const rest = getCountries()
    .filter((c) => !FIRST.includes(c))
    .sort();
  return [...FIRST, ...rest].map((code, sort) => ({
    country_code: code,
    dialing_code: getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0]),
    sort,
  }));
}
