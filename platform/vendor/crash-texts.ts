/** The crash game's words in both languages (page, refusals, fairness panel, verify page). */
import { refusalMessage, type VendorLanguage } from './texts.ts';

export const CRASH_TEXTS = {
  en: {
    stake: 'Bet amount',
    auto: 'Auto cash-out at',
    autoHelp: 'Leave empty to cash out yourself.',
    autoInvalid: 'Auto cash-out must be between 1.01× and 1000×.',
    placeBet: 'Place bet',
    cashOut: 'Cash out',
    waiting: 'Waiting for the next round',
    betPlaced: 'Bet placed — good luck!',
    nextIn: 'Next round in',
    seconds: 's',
    flying: 'Flying',
    crashedAt: 'Crashed at',
    cashedOut: 'Cashed out at',
    lost: 'Crashed before you cashed out',
    history: 'Recent crash points',
    players: 'Players this round',
    noPlayers: 'No bets yet this round.',
    riding: 'riding',
    edge: 'House edge 1%: the return of any cash-out target is 99%.',
    fairIntro:
      'Every round’s seed is one link of a hash chain made before the first round: each seed, hashed with SHA-256, ' +
      'gives the seed of the round before it, and the first round’s gives the published terminating hash. ' +
      'So no seed can be changed after the chain is published. After each crash the seed is revealed.',
    formula:
      'Crash point: x = the first 52 bits of HMAC-SHA256(key = seed, message = "lotus-crash"); ' +
      'crash = ⌊99 × 2^52 / (2^52 − x)⌋ / 100, at least 1.00× and at most 1000×.',
    terminating: 'Terminating hash of the chain',
    thisRound: 'This round’s hash (the seed of the round before)',
    lastRound: 'Last round',
    lastSeed: 'Revealed seed',
    checkHash: 'SHA-256 of the seed is the hash shown before the round',
    checkCrash: 'The seed gives the crash point',
    verify: 'Verify this round',
    verifyTitle: 'Verify a crash round',
    previous: 'Previous round’s seed',
    chainRound: 'Round of the chain',
    crashPoint: 'Crash point',
    notFound: 'No crashed round with that id.',
    ok: 'correct',
    bad: 'does not match',
    notYet: 'Not revealed yet: the round has not crashed.',
    betting_closed: 'Bets for this round are closed; wait for the next one.',
    already_bet: 'You already have a bet in this round.',
    not_flying: 'The round has not taken off yet.',
    crashed: 'Too late: the round crashed.',
    already_cashed_out: 'This bet is already cashed out.',
    no_bet: 'You have no bet in this round.',
  },
  bn: {
    stake: 'বাজির পরিমাণ',
    auto: 'স্বয়ংক্রিয় ক্যাশ আউট',
    autoHelp: 'নিজে ক্যাশ আউট করতে খালি রাখুন।',
    autoInvalid: 'স্বয়ংক্রিয় ক্যাশ আউট ১.০১× থেকে ১০০০× এর মধ্যে হতে হবে।',
    placeBet: 'বাজি ধরুন',
    cashOut: 'ক্যাশ আউট',
    waiting: 'পরের রাউন্ডের অপেক্ষা',
    betPlaced: 'বাজি ধরা হয়েছে — শুভকামনা!',
    nextIn: 'পরের রাউন্ড',
    seconds: 'সে',
    flying: 'উড়ছে',
    crashedAt: 'ক্র্যাশ হয়েছে',
    cashedOut: 'ক্যাশ আউট হয়েছে',
    lost: 'ক্যাশ আউটের আগেই ক্র্যাশ হয়েছে',
    history: 'সাম্প্রতিক ক্র্যাশ পয়েন্ট',
    players: 'এই রাউন্ডের খেলোয়াড়',
    noPlayers: 'এই রাউন্ডে এখনো কোনো বাজি নেই।',
    riding: 'উড়ছে',
    edge: 'হাউস এজ ১%: যেকোনো ক্যাশ আউট লক্ষ্যের রিটার্ন ৯৯%।',
    fairIntro:
      'প্রতিটি রাউন্ডের সিড প্রথম রাউন্ডের আগে তৈরি একটি হ্যাশ চেইনের অংশ: প্রতিটি সিডের SHA-256 হ্যাশ হলো আগের ' +
      'রাউন্ডের সিড, আর প্রথম রাউন্ডের সিডের হ্যাশ হলো প্রকাশিত শেষ হ্যাশ। তাই চেইন প্রকাশের পরে কোনো সিড বদলানো যায় না। ' +
      'প্রতিটি ক্র্যাশের পরে সিড প্রকাশ করা হয়।',
    formula:
      'ক্র্যাশ পয়েন্ট: x = HMAC-SHA256(কী = সিড, বার্তা = "lotus-crash") এর প্রথম ৫২ বিট; ' +
      'ক্র্যাশ = ⌊৯৯ × ২^৫২ / (২^৫২ − x)⌋ / ১০০, কমপক্ষে ১.০০× এবং সর্বোচ্চ ১০০০×।',
    terminating: 'চেইনের শেষ হ্যাশ',
    thisRound: 'এই রাউন্ডের হ্যাশ (আগের রাউন্ডের সিড)',
    lastRound: 'শেষ রাউন্ড',
    lastSeed: 'প্রকাশিত সিড',
    checkHash: 'সিডের SHA-256 রাউন্ডের আগে দেখানো হ্যাশের সমান',
    checkCrash: 'সিড থেকে ক্র্যাশ পয়েন্ট মেলে',
    verify: 'এই রাউন্ড যাচাই করুন',
    verifyTitle: 'ক্র্যাশ রাউন্ড যাচাই',
    previous: 'আগের রাউন্ডের সিড',
    chainRound: 'চেইনের রাউন্ড',
    crashPoint: 'ক্র্যাশ পয়েন্ট',
    notFound: 'এই আইডির কোনো ক্র্যাশ হওয়া রাউন্ড নেই।',
    ok: 'সঠিক',
    bad: 'মেলেনি',
    notYet: 'এখনো প্রকাশ হয়নি: রাউন্ডটি ক্র্যাশ করেনি।',
    betting_closed: 'এই রাউন্ডের বাজি বন্ধ; পরের রাউন্ডের অপেক্ষা করুন।',
    already_bet: 'এই রাউন্ডে আপনার বাজি আগেই ধরা আছে।',
    not_flying: 'রাউন্ডটি এখনো ওড়া শুরু করেনি।',
    crashed: 'দেরি হয়ে গেছে: রাউন্ডটি ক্র্যাশ করেছে।',
    already_cashed_out: 'এই বাজি আগেই ক্যাশ আউট হয়েছে।',
    no_bet: 'এই রাউন্ডে আপনার কোনো বাজি নেই।',
  },
} as const satisfies Record<VendorLanguage, Record<string, string>>;

const OWN_CODES = ['betting_closed', 'already_bet', 'not_flying', 'crashed', 'already_cashed_out', 'no_bet'] as const;
type OwnCode = (typeof OWN_CODES)[number];

/** A refusal in the player's language: the game's own codes here, the wallet's through the vendor's texts. */
export function crashRefusal(language: VendorLanguage, code: string): string {
  return (OWN_CODES as readonly string[]).includes(code)
    ? CRASH_TEXTS[language][code as OwnCode]
    : refusalMessage(language, code);
}
