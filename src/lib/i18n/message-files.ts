/**
 * The message files of each language, joined: one file per area (common, member ...) so that areas can grow
 * side by side. Keys are unique across files (a unit test checks it).
 */
import bnCommon from '../../../locales/bn/common.json';
import enCommon from '../../../locales/en/common.json';
import bnMember from '../../../locales/bn/member.json';
import enMember from '../../../locales/en/member.json';
import bnDeposit from '../../../locales/bn/deposit.json';
import enDeposit from '../../../locales/en/deposit.json';
import bnWithdraw from '../../../locales/bn/withdraw.json';
import enWithdraw from '../../../locales/en/withdraw.json';
import bnGames from '../../../locales/bn/games.json';
import enGames from '../../../locales/en/games.json';
import bnFeedback from '../../../locales/bn/feedback.json';
import enFeedback from '../../../locales/en/feedback.json';
import bnPromotions from '../../../locales/bn/promotions.json';
import enPromotions from '../../../locales/en/promotions.json';
import bnProfit from '../../../locales/bn/profit.json';
import enProfit from '../../../locales/en/profit.json';
import bnRebate from '../../../locales/bn/rebate.json';
import enRebate from '../../../locales/en/rebate.json';
import bnContracts from '../../../locales/bn/contracts.json';
import enContracts from '../../../locales/en/contracts.json';
import bnPoints from '../../../locales/bn/points.json';
import enPoints from '../../../locales/en/points.json';
import bnAgent from '../../../locales/bn/agent.json';
import enAgent from '../../../locales/en/agent.json';
import bnRaffle from '../../../locales/bn/raffle.json';
import enRaffle from '../../../locales/en/raffle.json';
import bnMissions from '../../../locales/bn/missions.json';
import enMissions from '../../../locales/en/missions.json';
import bnVip from '../../../locales/bn/vip.json';
import enVip from '../../../locales/en/vip.json';
import bnReferral from '../../../locales/bn/referral.json';
import enReferral from '../../../locales/en/referral.json';

export const MESSAGE_FILES = {
  common: { en: enCommon, bn: bnCommon },
  member: { en: enMember, bn: bnMember },
  deposit: { en: enDeposit, bn: bnDeposit },
  withdraw: { en: enWithdraw, bn: bnWithdraw },
  games: { en: enGames, bn: bnGames },
  feedback: { en: enFeedback, bn: bnFeedback },
  promotions: { en: enPromotions, bn: bnPromotions },
  profit: { en: enProfit, bn: bnProfit },
  rebate: { en: enRebate, bn: bnRebate },
  contracts: { en: enContracts, bn: bnContracts },
  points: { en: enPoints, bn: bnPoints },
  agent: { en: enAgent, bn: bnAgent },
  raffle: { en: enRaffle, bn: bnRaffle },
  missions: { en: enMissions, bn: bnMissions },
  vip: { en: enVip, bn: bnVip },
  referral: { en: enReferral, bn: bnReferral },
} as const;

export const EN_MESSAGES = {
  ...enCommon,
  ...enMember,
  ...enDeposit,
  ...enWithdraw,
  ...enGames,
  ...enFeedback,
  ...enPromotions,
  ...enProfit,
  ...enRebate,
  ...enContracts,
  ...enPoints,
  ...enAgent,
  ...enRaffle,
  ...enMissions,
  ...enVip,
  ...enReferral,
};
export const BN_MESSAGES = {
  ...bnCommon,
  ...bnMember,
  ...bnDeposit,
  ...bnWithdraw,
  ...bnGames,
  ...bnFeedback,
  ...bnPromotions,
  ...bnProfit,
  ...bnRebate,
  ...bnContracts,
  ...bnPoints,
  ...bnAgent,
  ...bnRaffle,
  ...bnMissions,
  ...bnVip,
  ...bnReferral,
};
