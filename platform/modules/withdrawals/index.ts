export { WITHDRAWAL_DEFAULTS } from './settings.ts';
export { UploadSlots } from './upload-slots.ts';
export { payeeKeysOf } from './repository.ts';
