export { createNoticeBus } from './create-notice-bus.ts';
export { ChatHub } from './hub.ts';
