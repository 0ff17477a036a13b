export { addNotice, listAnnouncements, removeNotice } from './repository.ts';
