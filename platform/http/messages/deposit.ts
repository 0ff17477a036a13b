/** Refusals of deposit calls (the member's and the gateway's), in both languages. */
export const depositEn = {
  deposit_channel_unknown: 'This payment channel is not available. Please choose another.',
  deposit_order_unknown: 'This deposit order does not exist.',
  deposit_amount_mismatch: 'The amount does not match the deposit order.',
  deposit_order_closed: 'This deposit order is already closed.',
  deposit_signature_invalid: 'The notification could not be verified.',
} as const;

export type DepositMessageKey = keyof typeof depositEn;

export const depositBn: Record<DepositMessageKey, string> = {
  deposit_channel_unknown: 'এই পেমেন্ট চ্যানেলটি এখন পাওয়া যাচ্ছে না। অনুগ্রহ করে অন্যটি বেছে নিন।',
  deposit_order_unknown: 'এই ডিপোজিট অর্ডারটি নেই।',
  deposit_amount_mismatch: 'পরিমাণটি ডিপোজিট অর্ডারের সঙ্গে মেলে না।',
  deposit_order_closed: 'এই ডিপোজিট অর্ডারটি আগেই বন্ধ হয়ে গেছে।',
  deposit_signature_invalid: 'বিজ্ঞপ্তিটি যাচাই করা যায়নি।',
};
