/** Refusals of promotion and bonus calls, in both languages. */
export const promotionEn = {
  promotion_unknown: 'This promotion does not exist.',
  promotion_closed: 'This promotion is not open now.',
  promotion_not_eligible: 'You cannot take part in this promotion with this deposit.',
  promotion_min_deposit: 'This bonus needs a deposit of at least {min}.',
  promotion_no_join: 'This promotion needs no joining: choose it on the deposit form.',
  promotion_bonus_active: 'You already have a bonus whose wagering is not finished.',
  bonus_forfeit_unconfirmed:
    'Withdrawing now forfeits your locked bonus of {amount}. Please confirm that you accept this.',
} as const;

export type PromotionMessageKey = keyof typeof promotionEn;

export const promotionBn: Record<PromotionMessageKey, string> = {
  promotion_unknown: 'এই প্রোমোশনটি নেই।',
  promotion_closed: 'এই প্রোমোশনটি এখন চালু নেই।',
  promotion_not_eligible: 'এই ডিপোজিট দিয়ে আপনি এই প্রোমোশনে অংশ নিতে পারবেন না।',
  promotion_min_deposit: 'এই বোনাসের জন্য অন্তত {min} ডিপোজিট করতে হবে।',
  promotion_no_join: 'এই প্রোমোশনে যোগ দিতে হয় না: ডিপোজিট ফর্মে এটি বেছে নিন।',
  promotion_bonus_active: 'আপনার একটি বোনাসের বাজির শর্ত এখনও পূরণ হয়নি।',
  bonus_forfeit_unconfirmed:
    'এখন উত্তোলন করলে আপনার {amount} লক করা বোনাস বাতিল হয়ে যাবে। অনুগ্রহ করে নিশ্চিত করুন যে আপনি এতে রাজি।',
};
