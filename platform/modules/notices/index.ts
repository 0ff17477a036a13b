export { addNotice, AGENT_ANNOUNCEMENT_TYPE, listAnnouncements, removeNotice } from './repository.ts';
