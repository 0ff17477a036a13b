/** Refusals of mission calls, in both languages. */
export const missionsEn = {
  mission_unknown: 'This mission is not available.',
  mission_not_done: 'This mission is not complete yet: finish it before the period ends to claim its reward.',
  mission_claimed: "This mission's reward has already been claimed for this period.",
} as const;

export type MissionsMessageKey = keyof typeof missionsEn;

export const missionsBn: Record<MissionsMessageKey, string> = {
  mission_unknown: 'এই মিশনটি পাওয়া যাচ্ছে না।',
  mission_not_done: 'এই মিশনটি এখনও সম্পূর্ণ হয়নি: পুরস্কার দাবি করতে সময় শেষ হওয়ার আগে এটি শেষ করুন।',
  mission_claimed: 'এই সময়ের জন্য এই মিশনের পুরস্কার আগেই দাবি করা হয়েছে।',
};
