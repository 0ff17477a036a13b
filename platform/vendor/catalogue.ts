/**
 * Every game the built-in vendor serves: which engine family plays it and its title in both languages (the
 * catalogue's names, platform/db/seed/games.ts; tests/unit/vendor-catalogue.test.ts keeps the two in step). A new
 * game of an existing family is one row here, no new adapter or page.
 */
export type EngineFamily = 'slot' | 'baccarat' | 'fishing' | 'bingo' | 'dragon-tiger' | 'roulette' | 'andar-bahar';

export interface CatalogueEntry {
  vassalage: string;
  code: string;
  family: EngineFamily;
  en: string;
  bn: string;
}

export const VENDOR_CATALOGUE: readonly CatalogueEntry[] = [
  // The 25-line slot (engines/slot.ts), the same reels and RTP under every title.
  { vassalage: 'LOTUS_SLOTS', code: 'lotus-fortune', family: 'slot', en: 'Lotus Fortune', bn: 'লোটাস ফরচুন' },
  { vassalage: 'LOTUS_SLOTS', code: 'golden-tiger', family: 'slot', en: 'Golden Tiger', bn: 'গোল্ডেন টাইগার' },
  { vassalage: 'LOTUS_SLOTS', code: 'mango-bonanza', family: 'slot', en: 'Mango Bonanza', bn: 'আম বোনানজা' },
  { vassalage: 'LOTUS_SLOTS', code: 'river-treasure', family: 'slot', en: 'River Treasure', bn: 'নদীর গুপ্তধন' },
  { vassalage: 'LOTUS_SLOTS', code: 'star-gems', family: 'slot', en: 'Star Gems', bn: 'তারার রত্ন' },
  { vassalage: 'LOTUS_SLOTS', code: 'dragon-coins', family: 'slot', en: 'Dragon Coins', bn: 'ড্রাগন কয়েন' },
  { vassalage: 'LOTUS_CLASSIC', code: 'classic-sevens', family: 'slot', en: 'Classic Sevens', bn: 'ক্লাসিক সেভেনস' },
  { vassalage: 'LOTUS_CLASSIC', code: 'fruit-bell', family: 'slot', en: 'Fruit Bell', bn: 'ফলের ঘণ্টা' },
  { vassalage: 'LOTUS_CLASSIC', code: 'lucky-bar', family: 'slot', en: 'Lucky Bar', bn: 'লাকি বার' },
  { vassalage: 'LOTUS_CLASSIC', code: 'diamond-joker', family: 'slot', en: 'Diamond Joker', bn: 'ডায়মন্ড জোকার' },
  // Punto-banco baccarat (engines/baccarat.ts): every live table is a baccarat table (docs/decisions.md).
  { vassalage: 'LOTUS_LIVE', code: 'lotus-baccarat', family: 'baccarat', en: 'Lotus Baccarat', bn: 'লোটাস ব্যাকারাট' },
  { vassalage: 'LOTUS_LIVE', code: 'speed-baccarat', family: 'baccarat', en: 'Speed Baccarat', bn: 'স্পিড ব্যাকারাট' },
  { vassalage: 'LOTUS_LIVE', code: 'golden-baccarat', family: 'baccarat', en: 'Golden Baccarat', bn: 'গোল্ডেন ব্যাকারাট' },
  { vassalage: 'LOTUS_LIVE', code: 'baccarat-lounge', family: 'baccarat', en: 'Baccarat Lounge', bn: 'ব্যাকারাট লাউঞ্জ' },
  // The live casino's other tables (issue 26), each its own engine: engines/dragon-tiger.ts, roulette.ts, andar-bahar.ts.
  { vassalage: 'LOTUS_LIVE', code: 'dragon-tiger', family: 'dragon-tiger', en: 'Dragon Tiger', bn: 'ড্রাগন টাইগার' },
  {
    vassalage: 'LOTUS_LIVE',
    code: 'european-roulette',
    family: 'roulette',
    en: 'European Roulette',
    bn: 'ইউরোপীয় রুলেট',
  },
  { vassalage: 'LOTUS_LIVE', code: 'andar-bahar', family: 'andar-bahar', en: 'Andar Bahar', bn: 'আন্দার বাহার' },
  // Aimed-shot fishing (engines/fishing.ts).
  { vassalage: 'LOTUS_FISH', code: 'ocean-hunt', family: 'fishing', en: 'Ocean Hunt', bn: 'সমুদ্র শিকার' },
  { vassalage: 'LOTUS_FISH', code: 'mermaid-reef', family: 'fishing', en: 'Mermaid Reef', bn: 'মৎস্যকন্যার প্রবাল' },
  { vassalage: 'LOTUS_FISH', code: 'golden-shark', family: 'fishing', en: 'Golden Shark', bn: 'সোনালি হাঙর' },
  // One-card 90-ball bingo (engines/bingo.ts): the PVP lobby's rooms are all bingo rooms (docs/decisions.md).
  { vassalage: 'LOTUS_ARENA', code: 'bingo-90', family: 'bingo', en: 'Bingo 90', bn: 'বিঙ্গো ৯০' },
  { vassalage: 'LOTUS_ARENA', code: 'bingo-blast', family: 'bingo', en: 'Bingo Blast', bn: 'বিঙ্গো ব্লাস্ট' },
  { vassalage: 'LOTUS_ARENA', code: 'bingo-arena', family: 'bingo', en: 'Bingo Arena', bn: 'বিঙ্গো অ্যারেনা' },
  { vassalage: 'LOTUS_ARENA', code: 'bingo-royale', family: 'bingo', en: 'Bingo Royale', bn: 'বিঙ্গো রয়্যাল' },
  { vassalage: 'LOTUS_ARENA', code: 'lucky-bingo', family: 'bingo', en: 'Lucky Bingo', bn: 'লাকি বিঙ্গো' },
];

const BY_KEY = new Map(VENDOR_CATALOGUE.map((entry) => [`${entry.vassalage}/${entry.code}`, entry]));

export function catalogueEntry(vassalage: string, code: string): CatalogueEntry | undefined {
  return BY_KEY.get(`${vassalage}/${code}`);
}
