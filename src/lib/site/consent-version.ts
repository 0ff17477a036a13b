/**
 * The version of the age-and-terms gate's text (issue 27): a short hash of what it asks in both languages. A
 * device's remembered answer names the version it answered; when the text changes, so does the version, and the
 * gate asks again. Computed where pages are drawn; the browser only compares it.
 */
import { createHash } from 'node:crypto';
import { BN_MESSAGES, EN_MESSAGES } from '../i18n/message-files.ts';

/** The statements the player agrees to: a change to any of them is a new question. */
const ASKED = ['disclaimer.intro', 'disclaimer.age', 'disclaimer.terms'] as const;

export const CONSENT_VERSION = createHash('sha256')
  .update(JSON.stringify([EN_MESSAGES, BN_MESSAGES].map((messages) => ASKED.map((key) => messages[key]))))
  .digest('base64url')
  .slice(0, 12);
