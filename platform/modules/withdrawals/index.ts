export { WITHDRAWAL_DEFAULTS } from './settings.ts';
export { payeeKeysOf } from './repository.ts';
