export { noteLoginDay } from './repository.ts';
export { claimableMissions } from './service.ts';
