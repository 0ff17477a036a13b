/** Refusals of the feedback and avatar calls, in both languages. */
export const feedbackEn = {
  feedback_type_invalid: 'Please choose the kind of feedback.',
  feedback_content_required: 'Please write your feedback.',
  feedback_content_length: 'Feedback must be {min} to {max} characters long.',
  feedback_unknown: 'This feedback does not exist.',
  feedback_daily_limit: 'You can send at most {max} feedback messages a day. Please try again tomorrow.',
  avatar_unknown: 'Please choose one of the avatars shown.',
} as const;

export type FeedbackMessageKey = keyof typeof feedbackEn;

export const feedbackBn: Record<FeedbackMessageKey, string> = {
  feedback_type_invalid: 'অনুগ্রহ করে মতামতের ধরন বেছে নিন।',
  feedback_content_required: 'অনুগ্রহ করে আপনার মতামত লিখুন।',
  feedback_content_length: 'মতামত {min} থেকে {max} অক্ষরের মধ্যে হতে হবে।',
  feedback_unknown: 'এই মতামতটি নেই।',
  feedback_daily_limit: 'আপনি দিনে সর্বোচ্চ {max}টি মতামত পাঠাতে পারেন। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
  avatar_unknown: 'অনুগ্রহ করে দেখানো অবতারগুলোর একটি বেছে নিন।',
};
