/** Refusals about practice money (issue 13: trial accounts play with it), in both languages. */
export const practiceEn = {
  practice_trial_only: 'Practice money is only for free-play accounts.',
  practice_not_needed: 'Your practice balance is already {amount}; it can be topped up once it is lower.',
} as const;

export type PracticeMessageKey = keyof typeof practiceEn;

export const practiceBn: Record<PracticeMessageKey, string> = {
  practice_trial_only: 'অনুশীলনের টাকা শুধু ফ্রি প্লে অ্যাকাউন্টের জন্য।',
  practice_not_needed: 'আপনার অনুশীলন ব্যালেন্স এখন {amount}; এর চেয়ে কমে গেলে আবার ভরানো যাবে।',
};
