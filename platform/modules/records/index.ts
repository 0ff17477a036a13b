export { period } from './period.ts';
export { shortNumber } from './short-number.ts';
