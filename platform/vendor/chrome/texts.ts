/** The words of the game chrome every built-in game page shares (header, bottom bar, result, fairness panel). */
import type { VendorLanguage } from '../texts.ts';

export const CHROME_TEXTS = {
  en: {
    balance: 'Balance',
    bet: 'Bet',
    win: 'Win',
    sound: 'Sound',
    fair: 'Provably fair',
    fairTitle: 'Provably fair',
    fairIntro:
      'Each round is decided by a server seed whose hash you see before you bet, mixed with a client seed from your ' +
      'browser. After the round the server seed is revealed, so you can replay the round and check it.',
    close: 'Close',
    less: 'Lower the bet',
    more: 'Raise the bet',
    result: 'Result',
    youWin: 'You win',
    bigWin: 'Big win!',
    noWin: 'No win this time',
    stage: 'Game',
  },
  bn: {
    balance: 'ব্যালেন্স',
    bet: 'বাজি',
    win: 'জয়',
    sound: 'শব্দ',
    fair: 'ন্যায্যতার প্রমাণ',
    fairTitle: 'ন্যায্যতার প্রমাণ',
    fairIntro:
      'প্রতিটি রাউন্ড ঠিক হয় একটি সার্ভার সিড দিয়ে, যার হ্যাশ আপনি বাজির আগেই দেখেন, আর তার সাথে মেশে আপনার ব্রাউজারের ' +
      'একটি ক্লায়েন্ট সিড। রাউন্ডের পরে সার্ভার সিড প্রকাশ করা হয়, তাই আপনি রাউন্ডটি আবার চালিয়ে যাচাই করতে পারেন।',
    close: 'বন্ধ করুন',
    less: 'বাজি কমান',
    more: 'বাজি বাড়ান',
    result: 'ফলাফল',
    youWin: 'আপনি জিতেছেন',
    bigWin: 'বড় জয়!',
    noWin: 'এবার জয় নেই',
    stage: 'খেলা',
  },
} as const satisfies Record<VendorLanguage, Record<string, string>>;
