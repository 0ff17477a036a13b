export { WITHDRAWAL_DEFAULTS } from './settings.ts';
