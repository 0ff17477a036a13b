export { DEFAULT_LADDER, ENTRY_LABEL, ENTRY_LEVEL } from './ladder.ts';
export { type RankWithdrawalLimit, withdrawalLimitOf, withdrawnSince } from './limits.ts';
export { ladderRows, rankOfMember } from './repository.ts';
export { upgradeIfReached } from './upgrade.ts';
