/**
 * Demo game catalogue: several games per demo vendor, each with its own image under public/images/games/
 * (drawn for this project by scripts/game-art). Seeded on its own, like the deposit channels, so a database
 * made before games existed gets them on its next start.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { GamesTable } from '../../modules/games/tables.ts';

interface DemoGame {
  vassalage: string;
  code: string;
  en: string;
  bn: string;
  category: string;
  hot?: boolean;
  /** A VASSALAGE item: its vassalage names the vendor whose games the popup lists. */
  vassalageItem?: boolean;
  gameType?: string;
  accountTypeName?: string;
  playType?: string;
}

/** Lotus Keno every 3 and 5 minutes (also added to merchants seeded before them, migration 0035). */
export const SLOWER_KENO: readonly DemoGame[] = [3, 5].map((minutes) => ({
  vassalage: 'LOTUS_KENO',
  code: `lotus-keno-${minutes}`,
  en: `Lotus Keno ${minutes} min`,
  bn: `লোটাস কেনো ${'০১২৩৪৫'[minutes]} মিনিট`,
  category: 'ELOTT',
  gameType: 'ELOTT',
  accountTypeName: 'ELOTT',
  playType: 'KENO',
}));

/** Dragon tiger, European roulette and andar bahar: the built-in vendor's own engines, in the live casino. */
export const TABLE_GAMES: readonly DemoGame[] = [
  { vassalage: 'LOTUS_LIVE', code: 'dragon-tiger', en: 'Dragon Tiger', bn: 'ড্রাগন টাইগার', category: 'LIVE', hot: true },
  { vassalage: 'LOTUS_LIVE', code: 'european-roulette', en: 'European Roulette', bn: 'ইউরোপীয় রুলেট', category: 'LIVE' },
  { vassalage: 'LOTUS_LIVE', code: 'andar-bahar', en: 'Andar Bahar', bn: 'আন্দার বাহার', category: 'LIVE', hot: true },
];

export const DEMO_GAMES: readonly DemoGame[] = [
  // Slots: lotus-fortune is the built-in vendor's 25-line, 5-reel slot.
  { vassalage: 'LOTUS_SLOTS', code: 'lotus-fortune', en: 'Lotus Fortune', bn: 'লোটাস ফরচুন', category: 'RNG', hot: true },
  { vassalage: 'LOTUS_SLOTS', code: 'golden-tiger', en: 'Golden Tiger', bn: 'গোল্ডেন টাইগার', category: 'RNG', hot: true },
  { vassalage: 'LOTUS_SLOTS', code: 'mango-bonanza', en: 'Mango Bonanza', bn: 'আম বোনানজা', category: 'RNG' },
  { vassalage: 'LOTUS_SLOTS', code: 'river-treasure', en: 'River Treasure', bn: 'নদীর গুপ্তধন', category: 'RNG' },
  { vassalage: 'LOTUS_SLOTS', code: 'star-gems', en: 'Star Gems', bn: 'তারার রত্ন', category: 'RNG' },
  { vassalage: 'LOTUS_SLOTS', code: 'dragon-coins', en: 'Dragon Coins', bn: 'ড্রাগন কয়েন', category: 'RNG' },
  { vassalage: 'LOTUS_CLASSIC', code: 'classic-sevens', en: 'Classic Sevens', bn: 'ক্লাসিক সেভেনস', category: 'RNG' },
  { vassalage: 'LOTUS_CLASSIC', code: 'fruit-bell', en: 'Fruit Bell', bn: 'ফলের ঘণ্টা', category: 'RNG' },
  { vassalage: 'LOTUS_CLASSIC', code: 'lucky-bar', en: 'Lucky Bar', bn: 'লাকি বার', category: 'RNG' },
  { vassalage: 'LOTUS_CLASSIC', code: 'diamond-joker', en: 'Diamond Joker', bn: 'ডায়মন্ড জোকার', category: 'RNG' },
  // The VASSALAGE item: shown among the hot games, it opens the classic vendor's list in a popup.
  {
    vassalage: 'LOTUS_CLASSIC',
    code: 'classic-hall',
    en: 'Classic Slots Hall',
    bn: 'ক্লাসিক স্লট হল',
    category: 'RNG',
    hot: true,
    vassalageItem: true,
  },
  // Live casino: every table is punto-banco baccarat, the built-in vendor's live engine (docs/decisions.md).
  {
    vassalage: 'LOTUS_LIVE',
    code: 'lotus-baccarat',
    en: 'Lotus Baccarat',
    bn: 'লোটাস ব্যাকারাট',
    category: 'LIVE',
    hot: true,
  },
  { vassalage: 'LOTUS_LIVE', code: 'speed-baccarat', en: 'Speed Baccarat', bn: 'স্পিড ব্যাকারাট', category: 'LIVE' },
  { vassalage: 'LOTUS_LIVE', code: 'golden-baccarat', en: 'Golden Baccarat', bn: 'গোল্ডেন ব্যাকারাট', category: 'LIVE' },
  { vassalage: 'LOTUS_LIVE', code: 'baccarat-lounge', en: 'Baccarat Lounge', bn: 'ব্যাকারাট লাউঞ্জ', category: 'LIVE' },
  // The market's other live tables (issue 26); databases seeded before them get them from migration 0060.
  ...TABLE_GAMES,
  // Fishing: ocean-hunt is the built-in vendor's fishing game.
  { vassalage: 'LOTUS_FISH', code: 'ocean-hunt', en: 'Ocean Hunt', bn: 'সমুদ্র শিকার', category: 'FISH', hot: true },
  { vassalage: 'LOTUS_FISH', code: 'mermaid-reef', en: 'Mermaid Reef', bn: 'মৎস্যকন্যার প্রবাল', category: 'FISH' },
  { vassalage: 'LOTUS_FISH', code: 'golden-shark', en: 'Golden Shark', bn: 'সোনালি হাঙর', category: 'FISH' },
  // PVP: bingo rooms, all played by the built-in vendor's bingo engine and listed by the /bingo lobby (docs/decisions.md).
  {
    vassalage: 'LOTUS_ARENA',
    code: 'bingo-arena',
    en: 'Bingo Arena',
    bn: 'বিঙ্গো অ্যারেনা',
    category: 'PVP',
    gameType: 'BINGO',
  },
  {
    vassalage: 'LOTUS_ARENA',
    code: 'bingo-royale',
    en: 'Bingo Royale',
    bn: 'বিঙ্গো রয়্যাল',
    category: 'PVP',
    gameType: 'BINGO',
  },
  {
    vassalage: 'LOTUS_ARENA',
    code: 'lucky-bingo',
    en: 'Lucky Bingo',
    bn: 'লাকি বিঙ্গো',
    category: 'PVP',
    gameType: 'BINGO',
  },
  { vassalage: 'LOTUS_ARENA', code: 'bingo-90', en: 'Bingo 90', bn: 'বিঙ্গো ৯০', category: 'PVP', gameType: 'BINGO' },
  {
    vassalage: 'LOTUS_ARENA',
    code: 'bingo-blast',
    en: 'Bingo Blast',
    bn: 'বিঙ্গো ব্লাস্ট',
    category: 'PVP',
    gameType: 'BINGO',
  },
  // The crash game (engines/crash.ts): one shared round for every player, in the PVP lobby beside the rooms.
  { vassalage: 'LOTUS_ARENA', code: 'lotus-crash', en: 'Lotus Crash', bn: 'লোটাস ক্র্যাশ', category: 'PVP', hot: true },
  // Sports: /sports opens the first sports vendor's first game.
  {
    vassalage: 'LOTUS_SPORTS',
    code: 'lotus-sportsbook',
    en: 'Lotus Sportsbook',
    bn: 'লোটাস স্পোর্টসবুক',
    category: 'SPORTS',
    hot: true,
  },
  { vassalage: 'DS88', code: 'ds88-sabong', en: 'DS88 Sabong', bn: 'ডিএস৮৮ সাবং', category: 'SPORTS' },
  { vassalage: 'LOTUS_ESPORTS', code: 'cyber-league', en: 'Cyber League', bn: 'সাইবার লিগ', category: 'ESPORTS' },
  {
    vassalage: 'LOTUS_ESPORTS',
    code: 'battle-arena-cup',
    en: 'Battle Arena Cup',
    bn: 'ব্যাটল অ্যারেনা কাপ',
    category: 'ESPORTS',
  },
  // Lotteries route by account type and game type (spec 4), not through the launch call.
  {
    vassalage: 'TCG_SEA',
    code: 'sea-lottery',
    en: 'SEA Lottery',
    bn: 'এসইএ লটারি',
    category: 'LOTT',
    gameType: 'LOTT',
    accountTypeName: 'TCG_SEA',
  },
  {
    vassalage: 'TCG_LOTTO_VN',
    code: 'vn-lotto',
    en: 'Vietnam Lotto',
    bn: 'ভিয়েতনাম লোটো',
    category: 'LOTT',
    gameType: 'LOTT',
    accountTypeName: 'TCG_LOTTO_VN',
  },
  {
    vassalage: 'LOTUS_KENO',
    code: 'lotus-keno',
    en: 'Lotus Keno',
    bn: 'লোটাস কেনো',
    category: 'ELOTT',
    gameType: 'ELOTT',
    accountTypeName: 'ELOTT',
    playType: 'KENO',
  },
  {
    vassalage: 'LOTUS_KENO',
    code: 'lucky-3d',
    en: 'Lucky 3D',
    bn: 'লাকি থ্রিডি',
    category: 'ELOTT',
    gameType: 'LOTT',
    accountTypeName: 'LOTT',
    playType: 'DIRECT',
  },
  {
    vassalage: 'TCG_SEA',
    code: 'sea-4d',
    en: 'SEA 4D',
    bn: 'এসইএ ৪ডি',
    category: 'LOTT',
    gameType: 'LOTT',
    accountTypeName: 'TCG_SEA',
  },
  ...SLOWER_KENO,
];

export function demoGames(merchantCode: string): Insertable<GamesTable>[] {
  return DEMO_GAMES.map((g, sort) => ({
    merchant_code: merchantCode,
    vassalage: g.vassalage,
    code: g.code,
    name_en: g.en,
    name_bn: g.bn,
    category: g.category,
    image: `/images/games/${g.code}.svg`,
    is_hot: g.hot ? 1 : 0,
    sort,
    is_game: g.vassalageItem ? 'VASSALAGE' : 'GAME',
    game_type: g.gameType ?? null,
    account_type_name: g.accountTypeName ?? null,
    default_play_type: g.playType ?? null,
    enabled: 1,
  }));
}

/** Adds the demo games when the merchant exists and has none; running it again changes nothing. */
export async function seedGames(db: Kysely<Database>, merchantCode: string): Promise<void> {
  const merchant = await db.selectFrom('merchants').select('code').where('code', '=', merchantCode).executeTakeFirst();
  if (!merchant) return;
  const any = await db
    .selectFrom('games')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await db.insertInto('games').values(demoGames(merchantCode)).execute();
}
