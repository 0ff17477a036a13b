/**
 * The one rule for numbers and times on screen (docs/decisions.md, "Digits and clock per language"):
 * Bengali pages use Bengali digits (০-৯) for amounts, counts, dates, times and countdowns; English pages use
 * Western digits; both use the 24-hour clock, so no AM/PM word ever mixes into a Bengali line. Identifiers a
 * person may copy or read out to support (order numbers, account and phone numbers, codes) keep Western digits.
 * The site's islands, its pages and the platform's own pages (vendor games, demo gateway) all format through here.
 */
import type { Locale } from './locales.ts';
import { localDigits as sharedLocalDigits } from './local-digits.mjs';

export const HOUR_CYCLE = 'h23' as const;

/** Western digits in a text written in the locale's digits ('59' -> '৫৯' on Bengali pages). */
export function localDigits(text: string | number | bigint, locale: Locale): string {
  return sharedLocalDigits(text, locale);
}
