/**
 * A draw as a player names it: the game and its time in Dhaka ("Vietnam Lotto (North), 28 Nov 17:15"), Bengali with
 * Bengali digits and month names on Bengali pages. Draw codes (vn-lotto#20785) stay behind "Draw details".
 */
import { localDigits } from '../../../contract/rules/digits.ts';
import type { VendorLanguage } from '../texts.ts';
import type { LotteryGame } from './config.ts';

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bn: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
} as const satisfies Record<VendorLanguage, readonly string[]>;

/** Dhaka is UTC+6 all year (no daylight saving), so its wall clock is a fixed shift of UTC. */
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;

/** "28 Nov 17:15" in Dhaka time, in the page's language and digits. */
export function dhakaTime(ms: number, language: VendorLanguage): string {
  const at = new Date(ms + DHAKA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  const text = `${at.getUTCDate()} ${MONTHS[language][at.getUTCMonth()]} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
  return localDigits(text, language);
}

export function drawName(game: LotteryGame, drawAt: number, language: VendorLanguage): string {
  return `${game[language]}, ${dhakaTime(drawAt, language)}`;
}
