/** The sports pages' words in English and Bangla: what every match page says, and each game's own sides and names. */
import type { Selection } from './engines/sports.ts';
import type { VendorLanguage } from './texts.ts';

export const SPORTS_TEXTS = {
  en: {
    pick: 'Your pick',
    stake: 'Stake',
    place: 'Place bet',
    possible: 'Possible return',
    result: 'Result',
    winner: 'Winner',
    draw: 'Draw',
    fullTime: 'Full time',
    inPlay: 'Match in play…',
    won: 'Your pick won',
    lost: 'Your pick lost',
    events: 'Match events',
    pickedAt: 'Pick',
    kickOff: 'Kick-off',
  },
  bn: {
    pick: 'আপনার বাছাই',
    stake: 'বাজির পরিমাণ',
    place: 'বাজি ধরুন',
    possible: 'সম্ভাব্য ফেরত',
    result: 'ফলাফল',
    winner: 'বিজয়ী',
    draw: 'ড্র',
    fullTime: 'খেলা শেষ',
    inPlay: 'খেলা চলছে…',
    won: 'আপনার বাছাই জিতেছে',
    lost: 'আপনার বাছাই হেরেছে',
    events: 'খেলার ঘটনা',
    pickedAt: 'বাছাই',
    kickOff: 'শুরু',
  },
} as const;

export interface SportsGameTexts {
  title: string;
  /** Shown above the match: what kind of match and how long it lasts. */
  league: string;
  home: string;
  away: string;
  /** Short marks on the pick buttons (1 X 2 for football, the pit's own words for sabong). */
  keys: Record<Selection, string>;
  /** What one scoring event is called (a goal, a strike, …). */
  event: string;
  /** After an event's time: ′ for minutes, s for seconds. */
  unit: string;
  /** Two letters on each side's crest. */
  crests: { home: string; away: string };
}

export const SPORTS_GAME_TEXTS: Record<string, Record<VendorLanguage, SportsGameTexts>> = {
  'LOTUS_SPORTS/lotus-sportsbook': {
    en: {
      title: 'Lotus Sportsbook',
      league: 'Virtual football · 90 minutes',
      home: 'Padma Tigers',
      away: 'Meghna Sharks',
      keys: { home: '1', draw: 'X', away: '2' },
      event: 'Goal',
      unit: '′',
      crests: { home: 'PT', away: 'MS' },
    },
    bn: {
      title: 'লোটাস স্পোর্টসবুক',
      league: 'ভার্চুয়াল ফুটবল · ৯০ মিনিট',
      home: 'পদ্মা টাইগার্স',
      away: 'মেঘনা শার্কস',
      keys: { home: '১', draw: 'X', away: '২' },
      event: 'গোল',
      unit: '′',
      crests: { home: 'PT', away: 'MS' },
    },
  },
  'DS88/ds88-sabong': {
    en: {
      title: 'DS88 Sabong',
      league: 'Cockfight · 3-minute bout, scored in clean strikes',
      home: 'Red Rooster',
      away: 'White Rooster',
      keys: { home: 'Meron', draw: 'Draw', away: 'Wala' },
      event: 'Strike',
      unit: 's',
      crests: { home: 'M', away: 'W' },
    },
    bn: {
      title: 'ডিএস৮৮ সাবং',
      league: 'মোরগ লড়াই · ৩ মিনিট, পরিষ্কার আঘাতে গোনা',
      home: 'লাল মোরগ',
      away: 'সাদা মোরগ',
      keys: { home: 'মেরন', draw: 'ড্র', away: 'ওয়ালা' },
      event: 'আঘাত',
      unit: 'সে',
      crests: { home: 'M', away: 'W' },
    },
  },
  'LOTUS_ESPORTS/cyber-league': {
    en: {
      title: 'Cyber League',
      league: 'Virtual esports · rounds won in 40 minutes',
      home: 'Neon Foxes',
      away: 'Quantum Owls',
      keys: { home: '1', draw: 'X', away: '2' },
      event: 'Round',
      unit: '′',
      crests: { home: 'NF', away: 'QO' },
    },
    bn: {
      title: 'সাইবার লিগ',
      league: 'ভার্চুয়াল ই-স্পোর্টস · ৪০ মিনিটে জেতা রাউন্ড',
      home: 'নিয়ন ফক্সেস',
      away: 'কোয়ান্টাম আউলস',
      keys: { home: '১', draw: 'X', away: '২' },
      event: 'রাউন্ড',
      unit: '′',
      crests: { home: 'NF', away: 'QO' },
    },
  },
  'LOTUS_ESPORTS/battle-arena-cup': {
    en: {
      title: 'Battle Arena Cup',
      league: 'Virtual arena final · towers taken in 30 minutes',
      home: 'Iron Giants',
      away: 'Storm Riders',
      keys: { home: '1', draw: 'X', away: '2' },
      event: 'Tower',
      unit: '′',
      crests: { home: 'IG', away: 'SR' },
    },
    bn: {
      title: 'ব্যাটল অ্যারেনা কাপ',
      league: 'ভার্চুয়াল অ্যারেনা ফাইনাল · ৩০ মিনিটে দখল করা টাওয়ার',
      home: 'আয়রন জায়ান্টস',
      away: 'স্টর্ম রাইডার্স',
      keys: { home: '১', draw: 'X', away: '২' },
      event: 'টাওয়ার',
      unit: '′',
      crests: { home: 'IG', away: 'SR' },
    },
  },
};

/** The name a selection goes by on the page: a side's name, or the word for a draw. */
export function selectionName(language: VendorLanguage, game: SportsGameTexts, selection: Selection): string {
  return selection === 'draw' ? SPORTS_TEXTS[language].draw : game[selection];
}
