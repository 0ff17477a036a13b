export { DEFAULT_RATES } from './rates.ts';
export { DEFAULT_UNIT_MINOR, DEFAULT_UNIT_POINTS } from './settings.ts';
export { POINTS_CURRENCY } from './book.ts';
