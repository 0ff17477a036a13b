export { maskUsername } from './service.ts';
