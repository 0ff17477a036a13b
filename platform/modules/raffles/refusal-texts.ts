/** Refusals of raffle calls, in both languages. */
export const raffleEn = {
  raffle_unknown: 'This promotion has no raffle.',
  raffle_prize_unknown: 'There is no such prize of yours to claim. Check the round and ticket number.',
} as const;

export type RaffleMessageKey = keyof typeof raffleEn;

export const raffleBn: Record<RaffleMessageKey, string> = {
  raffle_unknown: 'এই প্রোমোশনে কোনো র‍্যাফেল নেই।',
  raffle_prize_unknown: 'দাবি করার মতো আপনার এমন কোনো পুরস্কার নেই। রাউন্ড ও টিকিট নম্বর দেখে নিন।',
};
