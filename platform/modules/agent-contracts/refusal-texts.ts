/** Refusals of agent contract calls, in both languages. */
export const contractEn = {
  contract_not_agent: 'Only agents have contracts.',
  contract_type_off: 'This contract type is not available to you.',
  contract_downline_unknown: 'There is no agent with this username.',
  contract_not_downline: 'You can offer a contract only to an agent directly below you.',
  contract_exists: 'This agent already has a contract of this type offered or running.',
  contract_terms_basis: 'The tiers must be measured by a figure this contract type allows.',
  contract_terms_period: 'Please choose a period for the dividend: daily, weekly, half-monthly or monthly.',
  contract_terms_tierCount: 'A contract needs from 1 to {max} tiers.',
  contract_terms_tierOrder: 'Each tier must ask for more than the one before it, and the first for more than zero.',
  contract_terms_tierValue: 'Each tier must pay more than zero and no more than the allowed maximum.',
  contract_terms_activeMin: 'An active member must bet from {min} to {max} in the period.',
  contract_not_found: 'This contract does not exist.',
  contract_only_downline: 'Only the agent the contract was offered to can accept or reject it.',
  contract_not_offered: 'This contract is no longer waiting for an answer.',
  contract_not_running: 'This contract has already ended.',
} as const;

export type ContractMessageKey = keyof typeof contractEn;

export const contractBn: Record<ContractMessageKey, string> = {
  contract_not_agent: 'শুধু এজেন্টদের চুক্তি থাকে।',
  contract_type_off: 'এই ধরনের চুক্তি আপনার জন্য চালু নেই।',
  contract_downline_unknown: 'এই ইউজারনেমে কোনো এজেন্ট নেই।',
  contract_not_downline: 'শুধু আপনার সরাসরি নিচের এজেন্টকে চুক্তি দেওয়া যায়।',
  contract_exists: 'এই এজেন্টের এই ধরনের একটি চুক্তি আগেই প্রস্তাবিত বা চালু আছে।',
  contract_terms_basis: 'এই ধরনের চুক্তিতে যে হিসাব চলে, স্তরগুলো সেটি দিয়েই মাপতে হবে।',
  contract_terms_period: 'ডিভিডেন্ডের একটি মেয়াদ বেছে নিন: দৈনিক, সাপ্তাহিক, অর্ধমাসিক বা মাসিক।',
  contract_terms_tierCount: 'একটি চুক্তিতে ১ থেকে {max}টি স্তর থাকতে হবে।',
  contract_terms_tierOrder: 'প্রতিটি স্তরের শর্ত আগেরটির চেয়ে বেশি হতে হবে, আর প্রথমটির শূন্যের বেশি।',
  contract_terms_tierValue: 'প্রতিটি স্তরের পরিমাণ শূন্যের বেশি এবং অনুমোদিত সর্বোচ্চের মধ্যে হতে হবে।',
  contract_terms_activeMin: 'সক্রিয় সদস্য হতে মেয়াদে {min} থেকে {max} বাজি ধরতে হবে।',
  contract_not_found: 'এই চুক্তিটি নেই।',
  contract_only_downline: 'যে এজেন্টকে চুক্তিটি দেওয়া হয়েছে, শুধু তিনিই এটি গ্রহণ বা প্রত্যাখ্যান করতে পারেন।',
  contract_not_offered: 'এই চুক্তিটি আর উত্তরের অপেক্ষায় নেই।',
  contract_not_running: 'এই চুক্তিটি আগেই শেষ হয়েছে।',
};
