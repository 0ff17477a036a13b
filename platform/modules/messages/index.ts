export { addMessage, unreadCount } from './repository.ts';
