/** Refusals of points and point-mall calls, in both languages. */
export const pointsEn = {
  points_not_enough: 'Not enough points: you have {balance} points and this needs {points}.',
  points_convert_unit: 'Points are converted in whole steps of {unit} points.',
  mall_item_unknown: 'This item is not in the point mall.',
  mall_out_of_stock: 'This item is out of stock.',
  mall_bonus_active:
    'You already have a bonus whose wagering is not finished: redeem a bonus item after it is released.',
} as const;

export type PointsMessageKey = keyof typeof pointsEn;

export const pointsBn: Record<PointsMessageKey, string> = {
  points_not_enough: 'যথেষ্ট পয়েন্ট নেই: আপনার {balance} পয়েন্ট আছে, এর জন্য {points} পয়েন্ট লাগবে।',
  points_convert_unit: 'পয়েন্ট শুধু {unit} পয়েন্টের পূর্ণ ধাপে রূপান্তর করা যায়।',
  mall_item_unknown: 'এই পণ্যটি পয়েন্ট মলে নেই।',
  mall_out_of_stock: 'এই পণ্যটির স্টক শেষ।',
  mall_bonus_active: 'আপনার একটি বোনাসের বাজির শর্ত এখনও পূরণ হয়নি: সেটি মুক্ত হওয়ার পরে বোনাস পণ্য রিডিম করুন।',
};
