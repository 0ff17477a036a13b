/** The vendor pages' words in English and Bangla; the game's address carries the language (lang=). */
export type VendorLanguage = 'en' | 'bn';

export function languageOf(lang: unknown): VendorLanguage {
  return typeof lang === 'string' && lang.toLowerCase().startsWith('en') ? 'en' : 'bn';
}

export const TEXTS = {
  en: {
    title: 'Lotus Fortune', balance: 'Balance', lineBet: 'Line bet', totalBet: 'Total bet (25 lines)', spin: 'Spin',
    reels: 'Reels', win: 'Win', lines: 'Winning lines', noLines: 'No winning lines', nextHash: 'Next round\'s server seed hash',
    lastSeed: 'Revealed server seed of the last round', verify: 'Verify this round', line: 'Line',
    sessionInvalid: 'This game session has expired. Close the game and open it again.',
    insufficient_funds: 'Not enough balance for this bet.', bad_bet: 'That bet is not available.',
    interrupted: 'The round could not be finished now. It is kept and will be settled automatically.',
    refused: 'The bet was not accepted. Please try again.', spinning: 'Spinning…',
    verifyTitle: 'Verify a round', round: 'Round', seed: 'Server seed', seedHash: 'Server seed hash', clientSeed: 'Client seed',
    nonce: 'Nonce', bet: 'Bet', state: 'State', verified: 'Verified: the seed matches its hash and replaying it gives the recorded outcome.',
    notVerified: 'Not verified: the seed or the outcome does not match.', notRevealed: 'This round is not finished: its seed is still secret.',
    unknownRound: 'No such round.', outcome: 'Outcome', game: 'Game',
  },
  bn: {
    title: 'লোটাস ফরচুন', balance: 'ব্যালেন্স', lineBet: 'লাইন বাজি', totalBet: 'মোট বাজি (২৫ লাইন)', spin: 'স্পিন',
    reels: 'রিল', win: 'জয়', lines: 'জেতা লাইন', noLines: 'কোনো জেতা লাইন নেই', nextHash: 'পরের রাউন্ডের সার্ভার সিডের হ্যাশ',
    lastSeed: 'শেষ রাউন্ডের প্রকাশিত সার্ভার সিড', verify: 'এই রাউন্ড যাচাই করুন', line: 'লাইন',
    sessionInvalid: 'এই গেম সেশনের মেয়াদ শেষ। গেমটি বন্ধ করে আবার খুলুন।',
    insufficient_funds: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই।', bad_bet: 'এই বাজি পাওয়া যায় না।',
    interrupted: 'রাউন্ডটি এখন শেষ করা যায়নি। এটি রাখা হয়েছে এবং স্বয়ংক্রিয়ভাবে নিষ্পত্তি হবে।',
    refused: 'বাজিটি গ্রহণ করা হয়নি। আবার চেষ্টা করুন।', spinning: 'ঘুরছে…',
    verifyTitle: 'রাউন্ড যাচাই', round: 'রাউন্ড', seed: 'সার্ভার সিড', seedHash: 'সার্ভার সিডের হ্যাশ', clientSeed: 'ক্লায়েন্ট সিড',
    nonce: 'নন্স', bet: 'বাজি', state: 'অবস্থা', verified: 'যাচাই হয়েছে: সিড তার হ্যাশের সাথে মেলে এবং পুনরায় চালালে একই ফল আসে।',
    notVerified: 'যাচাই হয়নি: সিড বা ফল মেলে না।', notRevealed: 'এই রাউন্ড শেষ হয়নি: এর সিড এখনও গোপন।',
    unknownRound: 'এমন কোনো রাউন্ড নেই।', outcome: 'ফলাফল', game: 'গেম',
  },
} as const;

export type VendorTexts = (typeof TEXTS)['en'];

/** The message for a refusal code, in the page's language. */
export function refusalMessage(language: VendorLanguage, code: string): string {
  const t = TEXTS[language];
  if (code === 'session_invalid' || code === 'player_unknown') return t.sessionInvalid;
  if (code === 'insufficient_funds' || code === 'bad_bet' || code === 'interrupted') return t[code];
  return t.refused;
}
