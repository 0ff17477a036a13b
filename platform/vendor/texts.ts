/** The vendor pages' words in English and Bangla; the game's address carries the language (lang=). */
export type VendorLanguage = 'en' | 'bn';

export function languageOf(lang: unknown): VendorLanguage {
  return typeof lang === 'string' && lang.toLowerCase().startsWith('en') ? 'en' : 'bn';
}

export const TEXTS = {
  en: {
    title: 'Lotus Fortune',
    balance: 'Balance',
    lineBet: 'Line bet',
    totalBet: 'Total bet (25 lines)',
    spin: 'Spin',
    reels: 'Reels',
    win: 'Win',
    lines: 'Winning lines',
    noLines: 'No winning lines',
    nextHash: "Next round's server seed hash",
    lastSeed: 'Revealed server seed of the last round',
    verify: 'Verify this round',
    line: 'Line',
    sessionInvalid: 'This game session has expired. Close the game and open it again.',
    insufficient_funds: 'Not enough balance for this bet.',
    bad_bet: 'That bet is not available.',
    interrupted: 'The round could not be finished now. It is kept and will be settled automatically.',
    refused: 'The bet was not accepted. Please try again.',
    spinning: 'Spinning…',
    verifyTitle: 'Verify a round',
    round: 'Round',
    seed: 'Server seed',
    seedHash: 'Server seed hash',
    clientSeed: 'Client seed',
    nonce: 'Nonce',
    bet: 'Bet',
    state: 'State',
    verified: 'Verified: the seed matches its hash and replaying it gives the recorded outcome.',
    notVerified: 'Not verified: the seed or the outcome does not match.',
    notRevealed: 'This round is not finished: its seed is still secret.',
    unknownRound: 'No such round.',
    outcome: 'Outcome',
    game: 'Game',
    lastClientSeed: 'Your client seed in the last round',
    states: { committed: 'not played yet', open: 'in play', settled: 'settled', refunded: 'refunded' },
    seedTitle: 'Your client seed',
    seedHelp:
      'Every round mixes the server seed (its hash is shown before you bet) with a client seed from your browser, ' +
      'so nobody can choose the outcome alone. By default your browser draws a fresh random seed for each round. ' +
      'You may fix your own instead; it applies from your next round.',
    seedLabel: 'Client seed (letters, digits, - and _; up to 64)',
    seedSave: 'Use this seed',
    seedFresh: 'Use a fresh random seed each round',
    seedNowFixed: 'Your next rounds use this client seed.',
    seedNowFresh: 'Your next rounds each use a fresh random client seed.',
    seedInvalid: 'Use 1 to 64 letters, digits, - or _.',
  },
  bn: {
    title: 'লোটাস ফরচুন',
    balance: 'ব্যালেন্স',
    lineBet: 'লাইন বাজি',
    totalBet: 'মোট বাজি (২৫ লাইন)',
    spin: 'স্পিন',
    reels: 'রিল',
    win: 'জয়',
    lines: 'জেতা লাইন',
    noLines: 'কোনো জেতা লাইন নেই',
    nextHash: 'পরের রাউন্ডের সার্ভার সিডের হ্যাশ',
    lastSeed: 'শেষ রাউন্ডের প্রকাশিত সার্ভার সিড',
    verify: 'এই রাউন্ড যাচাই করুন',
    line: 'লাইন',
    sessionInvalid: 'এই গেম সেশনের মেয়াদ শেষ। গেমটি বন্ধ করে আবার খুলুন।',
    insufficient_funds: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই।',
    bad_bet: 'এই বাজি পাওয়া যায় না।',
    interrupted: 'রাউন্ডটি এখন শেষ করা যায়নি। এটি রাখা হয়েছে এবং স্বয়ংক্রিয়ভাবে নিষ্পত্তি হবে।',
    refused: 'বাজিটি গ্রহণ করা হয়নি। আবার চেষ্টা করুন।',
    spinning: 'ঘুরছে…',
    verifyTitle: 'রাউন্ড যাচাই',
    round: 'রাউন্ড',
    seed: 'সার্ভার সিড',
    seedHash: 'সার্ভার সিডের হ্যাশ',
    clientSeed: 'ক্লায়েন্ট সিড',
    nonce: 'নন্স',
    bet: 'বাজি',
    state: 'অবস্থা',
    verified: 'যাচাই হয়েছে: সিড তার হ্যাশের সাথে মেলে এবং পুনরায় চালালে একই ফল আসে।',
    notVerified: 'যাচাই হয়নি: সিড বা ফল মেলে না।',
    notRevealed: 'এই রাউন্ড শেষ হয়নি: এর সিড এখনও গোপন।',
    unknownRound: 'এমন কোনো রাউন্ড নেই।',
    outcome: 'ফলাফল',
    game: 'গেম',
    lastClientSeed: 'শেষ রাউন্ডে আপনার ক্লায়েন্ট সিড',
    states: { committed: 'এখনও খেলা হয়নি', open: 'চলছে', settled: 'নিষ্পত্তি হয়েছে', refunded: 'ফেরত দেওয়া হয়েছে' },
    seedTitle: 'আপনার ক্লায়েন্ট সিড',
    seedHelp:
      'প্রতিটি রাউন্ডে সার্ভার সিড (বাজির আগে এর হ্যাশ দেখানো হয়) আপনার ব্রাউজারের একটি ক্লায়েন্ট সিডের সাথে মেশানো হয়, ' +
      'তাই কেউ একা ফল ঠিক করতে পারে না। সাধারণভাবে আপনার ব্রাউজার প্রতি রাউন্ডে নতুন একটি এলোমেলো সিড তৈরি করে। ' +
      'চাইলে আপনি নিজের একটি সিড ঠিক করতে পারেন; এটি আপনার পরের রাউন্ড থেকে কাজ করবে।',
    seedLabel: 'ক্লায়েন্ট সিড (অক্ষর, অঙ্ক, - ও _; সর্বোচ্চ ৬৪টি)',
    seedSave: 'এই সিড ব্যবহার করুন',
    seedFresh: 'প্রতি রাউন্ডে নতুন এলোমেলো সিড ব্যবহার করুন',
    seedNowFixed: 'আপনার পরের রাউন্ডগুলো এই ক্লায়েন্ট সিড ব্যবহার করবে।',
    seedNowFresh: 'আপনার পরের প্রতিটি রাউন্ড নতুন এলোমেলো ক্লায়েন্ট সিড ব্যবহার করবে।',
    seedInvalid: '১ থেকে ৬৪টি অক্ষর, অঙ্ক, - বা _ ব্যবহার করুন।',
  },
} as const;

/** The message for a refusal code, in the page's language. */
export function refusalMessage(language: VendorLanguage, code: string): string {
  const t = TEXTS[language];
  if (code === 'session_invalid' || code === 'player_unknown') return t.sessionInvalid;
  if (code === 'insufficient_funds' || code === 'bad_bet' || code === 'interrupted') return t[code];
  return t.refused;
}
