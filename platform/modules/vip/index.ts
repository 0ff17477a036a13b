export { DEFAULT_LADDER } from './ladder.ts';
export { type RankWithdrawalLimit, withdrawalLimitOf } from './limits.ts';
export { ladderRows, rankOfMember } from './repository.ts';
export { upgradeIfReached } from './upgrade.ts';
