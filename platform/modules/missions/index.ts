export { claimableMissions } from './service.ts';
