export { AGENT_ANNOUNCEMENT_TYPE } from './announcements.ts';
export { invitationCode } from './downline-registration.ts';
export { team } from './repository.ts';
