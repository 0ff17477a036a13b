/** Refusals of withdrawal calls (payee accounts, orders, confirmations, proof uploads), in both languages. */
export const withdrawalEn = {
  payee_invalid: 'Please check the account details.',
  payee_limit: 'You can keep at most {max} payee accounts.',
  payee_duplicate: 'This payee account is already saved.',
  payee_unknown: 'Please choose one of your payee accounts.',
  withdrawal_daily_limit: 'You can make at most {max} withdrawals a day.',
  withdrawal_turnover: 'Please bet {remaining} more before withdrawing (turnover {done} of {required}).',
  withdrawal_unknown: 'This withdrawal does not exist.',
  withdrawal_not_confirmable: 'This withdrawal cannot be confirmed now.',
  proof_required: 'Please add at least one proof image.',
  proof_too_many: 'Please add at most {max} images.',
  proof_too_large: 'Each image may be at most {max} MB.',
  proof_bad_type: 'Only PNG or JPG images are accepted.',
  upload_malformed: 'The upload could not be read. Please choose the images again and send them once more.',
  upload_busy: 'Another upload is still being received. Please wait a moment and try again.',
  withdrawal_vip_limit: 'At VIP level {level} you can withdraw at most {limit} a day; {left} is left today.',
} as const;

export type WithdrawalMessageKey = keyof typeof withdrawalEn;

export const withdrawalBn: Record<WithdrawalMessageKey, string> = {
  payee_invalid: 'অনুগ্রহ করে অ্যাকাউন্টের তথ্য যাচাই করুন।',
  payee_limit: 'আপনি সর্বোচ্চ {max}টি প্রাপক অ্যাকাউন্ট রাখতে পারেন।',
  payee_duplicate: 'এই প্রাপক অ্যাকাউন্টটি আগেই সংরক্ষিত আছে।',
  payee_unknown: 'অনুগ্রহ করে আপনার একটি প্রাপক অ্যাকাউন্ট বেছে নিন।',
  withdrawal_daily_limit: 'আপনি দিনে সর্বোচ্চ {max}টি উত্তোলন করতে পারেন।',
  withdrawal_turnover: 'উত্তোলনের আগে আরও {remaining} বাজি ধরুন (টার্নওভার {required}-এর মধ্যে {done})।',
  withdrawal_unknown: 'এই উত্তোলনটি নেই।',
  withdrawal_not_confirmable: 'এই উত্তোলনটি এখন নিশ্চিত করা যাবে না।',
  proof_required: 'অনুগ্রহ করে অন্তত একটি প্রমাণের ছবি যোগ করুন।',
  proof_too_many: 'অনুগ্রহ করে সর্বোচ্চ {max}টি ছবি যোগ করুন।',
  proof_too_large: 'প্রতিটি ছবি সর্বোচ্চ {max} MB হতে পারে।',
  proof_bad_type: 'শুধু PNG বা JPG ছবি গ্রহণ করা হয়।',
  upload_malformed: 'আপলোডটি পড়া যায়নি। অনুগ্রহ করে ছবিগুলো আবার বেছে নিয়ে পাঠান।',
  upload_busy: 'আরেকটি আপলোড এখনও গ্রহণ করা হচ্ছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  withdrawal_vip_limit: 'ভিআইপি লেভেল {level}-এ আপনি দিনে সর্বোচ্চ {limit} উত্তোলন করতে পারেন; আজ বাকি আছে {left}।',
};
