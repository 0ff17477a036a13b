export { insertAlert } from './repository.ts';
