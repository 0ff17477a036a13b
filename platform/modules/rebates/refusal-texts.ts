/** Refusals of cashback calls, in both languages. */
export const rebateEn = {
  rebate_nothing: 'There is no cashback to claim now. Cashback comes from settled bets of today.',
} as const;

export type RebateMessageKey = keyof typeof rebateEn;

export const rebateBn: Record<RebateMessageKey, string> = {
  rebate_nothing: 'এখন দাবি করার মতো কোনো ক্যাশব্যাক নেই। ক্যাশব্যাক আসে আজকের নিষ্পত্তি হওয়া বাজি থেকে।',
};
