/** Server messages in the two specified languages. Every refusal the platform gives has an entry here. */
import { localDigits } from '../../contract/rules/digits.ts';
import type { MessageLanguage } from './language.ts';
import { moneyBn, moneyEn } from './money-texts.ts';
import { depositBn, depositEn } from '../modules/deposits/refusal-texts.ts';
import { withdrawalBn, withdrawalEn } from '../modules/withdrawals/refusal-texts.ts';
import { practiceBn, practiceEn } from '../modules/practice/refusal-texts.ts';
import { gamesBn, gamesEn } from '../modules/games/refusal-texts.ts';
import { chatBn, chatEn } from '../modules/chat/refusal-texts.ts';
import { feedbackBn, feedbackEn } from '../modules/feedback/refusal-texts.ts';
import { promotionBn, promotionEn } from '../modules/promotions/refusal-texts.ts';
import { rebateBn, rebateEn } from '../modules/rebates/refusal-texts.ts';
import { contractBn, contractEn } from '../modules/agent-contracts/refusal-texts.ts';
import { pointsBn, pointsEn } from '../modules/points/refusal-texts.ts';
import { agentBn, agentEn } from '../modules/agent/refusal-texts.ts';
import { raffleBn, raffleEn } from '../modules/raffles/refusal-texts.ts';
import { missionsBn, missionsEn } from '../modules/missions/refusal-texts.ts';

// Each module keeps the texts of its own refusals (its refusal-texts.ts; shared money refusals in money-texts.ts);
// they are joined here, so a key is typed wherever a refusal names it.

const coreEn = {
  bad_request: 'Some of the information sent is not valid.',
  field_invalid: 'Invalid value for {field}.',
  not_found: 'This page or service does not exist.',
  method_not_allowed: 'This action is not allowed here.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This kind of content is not accepted.',
  rate_limited: 'Too many requests, please try again later.',
  internal: 'Network link is abnormal, please try again',
  merchant_not_set_up:
    'This site has not been set up yet: its operator must create the merchant with `npm run ops -- merchant create`.',
  maintenance: 'We are currently performing a system maintenance',
  region_restricted:
    'Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
  bad_encrypted_body: 'The request could not be read. Please reload the page and try again.',
  busy_try_again: 'The service is busy. Please try again in a few minutes.',
  not_logged_in: 'You are not logged in, please login',
  in_need_true_account: 'Please register an account first',
  login_failed: 'The username or password is incorrect.',
  captcha_invalid: 'The captcha is wrong or has expired. Please enter the new one.',
  account_locked: 'Too many failed logins. This account is locked for {minutes} minutes.',
  account_cannot_login: 'This account cannot log in here.',
  code_invalid: 'Please enter a valid verification code',
  sms_wait: 'Please wait {seconds} seconds before asking for another code.',
  sms_too_many: 'Too many code requests. Please try again later.',
  feature_off: 'This service is not available.',
  mobile_invalid: 'Please enter a valid mobile number',
  mobile_taken: 'This mobile number is already registered.',
  registration_invalid: 'Please correct the marked fields.',
  username_email_not_found: 'Username/Email does not exist',
  password_invalid: 'The new password does not meet the rules.',
  password_too_weak: 'Please choose a password other than 123456.',
  old_password_wrong: 'The current password is incorrect.',
  firebase_token_invalid: 'The sign-in could not be confirmed. Please try again.',
  firebase_no_member: 'No account uses this mobile number. Please register first.',
  firebase_phone_mismatch: 'The confirmed mobile number is not the one entered.',
  address_check: 'For your security, enter the verification code we sent to {to}.',
} as const;

const en = {
  ...coreEn,
  ...moneyEn,
  ...depositEn,
  ...withdrawalEn,
  ...practiceEn,
  ...gamesEn,
  ...chatEn,
  ...feedbackEn,
  ...promotionEn,
  ...rebateEn,
  ...contractEn,
  ...pointsEn,
  ...agentEn,
  ...raffleEn,
  ...missionsEn,
};

export type MessageKey = keyof typeof en;

const coreBn: Record<keyof typeof coreEn, string> = {
  bad_request: 'পাঠানো কিছু তথ্য সঠিক নয়।',
  field_invalid: '{field}-এর মান সঠিক নয়।',
  not_found: 'এই পাতা বা সেবাটি নেই।',
  method_not_allowed: 'এখানে এই কাজটি করা যায় না।',
  payload_too_large: 'অনুরোধটি খুব বড়।',
  unsupported_media_type: 'এই ধরনের তথ্য গ্রহণ করা হয় না।',
  rate_limited: 'অনেক বেশি অনুরোধ, অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  internal: 'নেটওয়ার্ক সংযোগে সমস্যা, অনুগ্রহ করে আবার চেষ্টা করুন',
  merchant_not_set_up:
    'এই সাইটটি এখনও চালু করা হয়নি: এর পরিচালককে `npm run ops -- merchant create` দিয়ে মার্চেন্ট তৈরি করতে হবে।',
  maintenance: 'আমরা বর্তমানে সিস্টেম রক্ষণাবেক্ষণ করছি',
  region_restricted: 'আপনার অবস্থান বা আইপি ঠিকানার সীমাবদ্ধতার কারণে আপনি এই সাইটে প্রবেশ করতে পারবেন না। অসুবিধার জন্য আমরা দুঃখিত।',
  bad_encrypted_body: 'অনুরোধটি পড়া যায়নি। অনুগ্রহ করে পাতাটি আবার লোড করে চেষ্টা করুন।',
  busy_try_again: 'সার্ভিসটি এখন ব্যস্ত। অনুগ্রহ করে কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  not_logged_in: 'আপনি লগ ইন করেননি, অনুগ্রহ করে লগ ইন করুন',
  in_need_true_account: 'অনুগ্রহ করে আগে একটি অ্যাকাউন্ট নিবন্ধন করুন',
  login_failed: 'ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।',
  captcha_invalid: 'ক্যাপচা ভুল বা মেয়াদোত্তীর্ণ। অনুগ্রহ করে নতুনটি লিখুন।',
  account_locked: 'অনেকবার ব্যর্থ লগ ইনের কারণে এই অ্যাকাউন্ট {minutes} মিনিটের জন্য বন্ধ রাখা হয়েছে।',
  account_cannot_login: 'এই অ্যাকাউন্ট দিয়ে এখানে লগ ইন করা যায় না।',
  code_invalid: 'অনুগ্রহ করে একটি সঠিক যাচাই কোড লিখুন',
  sms_wait: 'আরেকটি কোড চাওয়ার আগে {seconds} সেকেন্ড অপেক্ষা করুন।',
  sms_too_many: 'অনেকবার কোড চাওয়া হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  feature_off: 'এই সেবাটি এখন পাওয়া যাচ্ছে না।',
  mobile_invalid: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর লিখুন',
  mobile_taken: 'এই মোবাইল নম্বরটি আগেই নিবন্ধিত।',
  registration_invalid: 'চিহ্নিত ঘরগুলো ঠিক করুন।',
  username_email_not_found: 'ইউজারনেম/ইমেইল নেই',
  password_invalid: 'নতুন পাসওয়ার্ডটি নিয়ম মানে না।',
  password_too_weak: 'অনুগ্রহ করে 123456 ছাড়া অন্য পাসওয়ার্ড বেছে নিন।',
  old_password_wrong: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
  firebase_token_invalid: 'সাইন ইন নিশ্চিত করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  firebase_no_member: 'এই মোবাইল নম্বরে কোনো অ্যাকাউন্ট নেই। অনুগ্রহ করে আগে নিবন্ধন করুন।',
  firebase_phone_mismatch: 'নিশ্চিত করা মোবাইল নম্বরটি লেখা নম্বরের সঙ্গে মেলে না।',
  address_check: 'আপনার নিরাপত্তার জন্য {to}-এ পাঠানো যাচাই কোডটি লিখুন।',
};

const bn: Record<MessageKey, string> = {
  ...coreBn,
  ...moneyBn,
  ...depositBn,
  ...withdrawalBn,
  ...practiceBn,
  ...gamesBn,
  ...chatBn,
  ...feedbackBn,
  ...promotionBn,
  ...rebateBn,
  ...contractBn,
  ...pointsBn,
  ...agentBn,
  ...raffleBn,
  ...missionsBn,
};

const MESSAGES: Record<MessageLanguage, Record<MessageKey, string>> = { en, bn };

export function message(language: MessageLanguage, key: MessageKey, params: Record<string, string> = {}): string {
  // Every parameter is a number (minutes, seconds, limits, amounts): written in the language's digits, the site's rule.
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (_, name: string) => localDigits(params[name] ?? '', language));
}
