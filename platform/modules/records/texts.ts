/** The account record's CSV as the player reads it, in their language: column names and plain descriptions. */
import type { MessageLanguage } from '../../http/language.ts';

const DESCRIPTIONS: Record<string, Record<MessageLanguage, string>> = {
  deposit: { en: 'Deposit', bn: 'ডিপোজিট' },
  withdrawal: { en: 'Withdrawal', bn: 'উত্তোলন' },
  withdrawal_return: { en: 'Withdrawal returned', bn: 'উত্তোলন ফেরত' },
  vendor_in: { en: 'To game wallet', bn: 'গেম ওয়ালেটে' },
  vendor_out: { en: 'From game wallet', bn: 'গেম ওয়ালেট থেকে' },
  transfer_agent: { en: 'Transfer', bn: 'ট্রান্সফার' },
  bet: { en: 'Bet', bn: 'বেট' },
  win: { en: 'Win', bn: 'জয়' },
  refund: { en: 'Refund', bn: 'ফেরত' },
  bonus: { en: 'Bonus', bn: 'বোনাস' },
  bonus_release: { en: 'Bonus released', bn: 'বোনাস মুক্ত' },
  rebate: { en: 'Cashback', bn: 'ক্যাশব্যাক' },
  rebate_reversal: { en: 'Cashback reversed (stake refunded)', bn: 'ক্যাশব্যাক ফেরত নেওয়া (বাজি ফেরত)' },
  adjustment: { en: 'Adjustment', bn: 'সমন্বয়' },
  trial_credit: { en: 'Trial credit', bn: 'ট্রায়াল ক্রেডিট' },
  points_convert: { en: 'Points converted', bn: 'পয়েন্ট রূপান্তর' },
  points_redeem: { en: 'Point mall', bn: 'পয়েন্ট মল' },
  raffle_prize: { en: 'Raffle prize', bn: 'র‍্যাফেল পুরস্কার' },
  mission_reward: { en: 'Mission reward', bn: 'মিশন পুরস্কার' },
  referral_reward: { en: 'Referral reward', bn: 'রেফারেল পুরস্কার' },
  points_bonus: { en: 'Point mall bonus', bn: 'পয়েন্ট মল বোনাস' },
};

const HEADERS: Record<MessageLanguage, string[]> = {
  en: ['Time (UTC)', 'Description', 'Game or account', 'Number', 'Wallet', 'Amount', 'Balance after'],
  bn: ['সময় (UTC)', 'বিবরণ', 'গেম বা অ্যাকাউন্ট', 'নম্বর', 'ওয়ালেট', 'পরিমাণ', 'পরের ব্যালেন্স'],
};

export function recordTexts(language: MessageLanguage) {
  return {
    header: HEADERS[language],
    mainWallet: language === 'bn' ? 'মূল ওয়ালেট' : 'Main wallet',
    gameWallet: language === 'bn' ? 'গেম ওয়ালেট' : 'Game wallet',
    /** A code without a description (a new kind of movement) reads as the generic "Other". */
    describe: (code: string) => DESCRIPTIONS[code]?.[language] ?? (language === 'bn' ? 'অন্যান্য' : 'Other'),
  };
}
