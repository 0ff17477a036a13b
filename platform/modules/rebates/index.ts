export { rateFor } from './rates.ts';
export { ratesOf } from './repository.ts';
