/** Refusals of game calls (launch), in both languages. */
export const gamesEn = {
  game_launch_too_fast: 'Too many games opened in a short time. Please wait a minute and try again.',
} as const;

export type GamesMessageKey = keyof typeof gamesEn;

export const gamesBn: Record<GamesMessageKey, string> = {
  game_launch_too_fast: 'অল্প সময়ে অনেক বেশি গেম খোলা হয়েছে। অনুগ্রহ করে এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
};
