/** Game categories in navigation order (spec 2, header bottom navigation) with their titles. */
import type { MessageLanguage } from '../../http/language.ts';

export const CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type Category = (typeof CATEGORIES)[number];

const TITLES: Record<MessageLanguage, Record<Category, string>> = {
  en: {
    ELOTT: 'E-Lottery',
    LOTT: 'Lottery',
    LIVE: 'Live Casino',
    SPORTS: 'Sports',
    FISH: 'Fishing',
    RNG: 'Slots',
    PVP: 'PVP',
    ESPORTS: 'Esports',
  },
  bn: {
    ELOTT: 'ই-লটারি',
    LOTT: 'লটারি',
    LIVE: 'লাইভ ক্যাসিনো',
    SPORTS: 'স্পোর্টস',
    FISH: 'ফিশিং',
    RNG: 'স্লট',
    PVP: 'পিভিপি',
    ESPORTS: 'ই-স্পোর্টস',
  },
};

export function categoryTitle(category: Category, language: MessageLanguage): string {
  return TITLES[language][category];
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
