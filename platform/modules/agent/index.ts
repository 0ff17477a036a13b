export { invitationCode } from './downline-registration.ts';
export { team } from './repository.ts';
