export { boundRefusal, registerReturn } from './bound.ts';
