export { type Mailer, outboxMailer, outboxSmsSender, type SmsSender } from './senders.ts';
