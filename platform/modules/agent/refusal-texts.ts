/** Refusals of the agent centre's calls, in both languages. */
export const agentEn = {
  not_agent: 'Only agents can open the agent centre.',
  not_in_team: 'This account is not in your team.',
} as const;

export type AgentMessageKey = keyof typeof agentEn;

export const agentBn: Record<AgentMessageKey, string> = {
  not_agent: 'শুধু এজেন্টরা এজেন্ট সেন্টার খুলতে পারেন।',
  not_in_team: 'এই অ্যাকাউন্টটি আপনার দলে নেই।',
};
