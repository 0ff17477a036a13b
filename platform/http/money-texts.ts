/** Refusals of money calls (wallet, deposits, withdrawals, transfers), in both languages. */
export const moneyEn = {
  insufficient_balance: 'Your balance is not enough for this amount.',
  duplicate_request: 'This request was already made with other details. Please start again.',
  amount_invalid: 'Please enter a valid amount.',
  amount_out_of_range: 'The amount must be between {min} and {max}.',
  vendor_unknown: 'This game provider is not available.',
  vendor_wallet_seamless: 'This game provider plays from your main wallet: no transfer is needed.',
  transfer_not_allowed: 'You cannot send money to this account.',
  payment_password_missing: 'Please set a payment password in the Security Centre first.',
  payment_password_wrong: 'The payment password is incorrect.',
  payment_password_locked: 'Too many wrong payment passwords. Please try again in 15 minutes.',
  period_invalid: 'Please choose a valid date range.',
  period_too_old: 'Records are available for the last 12 months.',
  period_too_long: 'Please choose a period of at most {days} days.',
} as const;

export type MoneyMessageKey = keyof typeof moneyEn;

export const moneyBn: Record<MoneyMessageKey, string> = {
  insufficient_balance: 'এই পরিমাণের জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
  duplicate_request: 'এই অনুরোধটি আগে অন্য তথ্য দিয়ে করা হয়েছে। অনুগ্রহ করে আবার শুরু করুন।',
  amount_invalid: 'অনুগ্রহ করে সঠিক পরিমাণ লিখুন।',
  amount_out_of_range: 'পরিমাণ {min} থেকে {max} এর মধ্যে হতে হবে।',
  vendor_unknown: 'এই গেম প্রোভাইডার এখন পাওয়া যাচ্ছে না।',
  vendor_wallet_seamless: 'এই গেম প্রোভাইডার আপনার মূল ওয়ালেট থেকেই খেলে: কোনো ট্রান্সফারের দরকার নেই।',
  transfer_not_allowed: 'আপনি এই অ্যাকাউন্টে টাকা পাঠাতে পারবেন না।',
  payment_password_missing: 'অনুগ্রহ করে আগে নিরাপত্তা কেন্দ্রে একটি পেমেন্ট পাসওয়ার্ড সেট করুন।',
  payment_password_wrong: 'পেমেন্ট পাসওয়ার্ডটি সঠিক নয়।',
  payment_password_locked: 'অনেকবার ভুল পেমেন্ট পাসওয়ার্ড। অনুগ্রহ করে ১৫ মিনিট পরে আবার চেষ্টা করুন।',
  period_invalid: 'অনুগ্রহ করে সঠিক তারিখের সীমা বেছে নিন।',
  period_too_old: 'গত ১২ মাসের রেকর্ড দেখা যায়।',
  period_too_long: 'অনুগ্রহ করে সর্বোচ্চ {days} দিনের সময়কাল বেছে নিন।',
};
