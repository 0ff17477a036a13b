export { createMember } from './registration.ts';
