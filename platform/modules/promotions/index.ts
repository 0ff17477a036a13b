export {
  bonusAccounts,
  cancelBonus,
  forfeitPlan,
  forfeitWithin,
  grantPointMallBonusWithin,
  grantWithin,
  planDepositBonus,
  refuseWhileBonusLockedWithin,
  reviewLockedBonus,
} from './bonuses.ts';
export { assertDepositBonus, bonusAnswer } from './participation.ts';
export {
  allPromotions,
  answerEntry,
  entriesByStatus,
  setPromotionRule,
  setPromotionState,
  stakesByCategory,
} from './repository.ts';
export { type CategoryWeights, parseWeights, weightedStake } from './wagering.ts';
