/** Server messages in the two specified languages. Every refusal the platform gives has an entry here. */
import type { MessageLanguage } from './language.ts';

const en = {
  bad_request: 'Some of the information sent is not valid.',
  field_invalid: 'Invalid value for {field}.',
  not_found: 'This page or service does not exist.',
  method_not_allowed: 'This action is not allowed here.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This kind of content is not accepted.',
  rate_limited: 'Too many requests, please try again later.',
  internal: 'Network link is abnormal, please try again',
  maintenance: 'We are currently performing a system maintenance',
  region_restricted: 'Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
} as const;

export type MessageKey = keyof typeof en;

const bn: Record<MessageKey, string> = {
  bad_request: 'পাঠানো কিছু তথ্য সঠিক নয়।',
  field_invalid: '{field}-এর মান সঠিক নয়।',
  not_found: 'এই পাতা বা সেবাটি নেই।',
  method_not_allowed: 'এখানে এই কাজটি করা যায় না।',
  payload_too_large: 'অনুরোধটি খুব বড়।',
  unsupported_media_type: 'এই ধরনের তথ্য গ্রহণ করা হয় না।',
  rate_limited: 'অনেক বেশি অনুরোধ, অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  internal: 'নেটওয়ার্ক সংযোগে সমস্যা, অনুগ্রহ করে আবার চেষ্টা করুন',
  maintenance: 'আমরা বর্তমানে সিস্টেম রক্ষণাবেক্ষণ করছি',
  region_restricted: 'আপনার অবস্থান বা আইপি ঠিকানার সীমাবদ্ধতার কারণে আপনি এই সাইটে প্রবেশ করতে পারবেন না। অসুবিধার জন্য আমরা দুঃখিত।',
};

const MESSAGES: Record<MessageLanguage, Record<MessageKey, string>> = { en, bn };

export function message(language: MessageLanguage, key: MessageKey, params: Record<string, string> = {}): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
