/**
 * The personal-centre menu (spec 2), in the spec's order, and the section each key opens (every key has one);
 * sections load on demand.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { MemberMessages } from './messages.ts';

export interface SectionProps {
  locale: Locale;
  messages: MemberMessages;
}

export const MENU_KEYS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'feedback',
] as const;

/**
 * The agent contract pages (issue 18), shown to agents whose consolidated contract info enables them; they
 * move to the agent centre when it exists.
 */
export const AGENT_CONTRACT_KEYS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;

export type AgentContractKey = (typeof AGENT_CONTRACT_KEYS)[number];
export type MenuKey = (typeof MENU_KEYS)[number] | AgentContractKey;

type Section = LazyExoticComponent<ComponentType<SectionProps>>;

export const SECTIONS: Record<MenuKey, Section> = {
  securityCenter: lazy(() => import('./security/SecurityCentre.tsx')),
  transferFund: lazy(() => import('./wallet/MyWallet.tsx')),
  depositv2: lazy(() => import('./deposit/Deposit.tsx')),
  withdraw: lazy(() => import('./withdraw/Withdraw.tsx')),
  transferUpline: lazy(() => import('./wallet/MemberTransfer.tsx')),
  personalHistoryCopy: lazy(() => import('./bets/BettingRecord.tsx')),
  transactionHistory: lazy(() => import('./records/AccountRecord.tsx')),
  personalProfit: lazy(() => import('./profit/PersonalProfit.tsx')),
  manualRebate: lazy(() => import('./rebate/Cashback.tsx')),
  bonusDetails: lazy(() => import('./records/BonusDetails.tsx')),
  rewardCenter: lazy(() => import('./rewards/RewardCentre.tsx')),
  messageV2: lazy(() => import('./inbox/Inbox.tsx')),
  feedback: lazy(() => import('./feedback/Feedback.tsx')),
  dividend: lazy(() => import('../agent/contracts/Dividend.tsx')),
  dailySalary: lazy(() => import('../agent/contracts/DailySalary.tsx')),
  hourlySalary: lazy(() => import('../agent/contracts/HourlySalary.tsx')),
  realtimeSalary: lazy(() => import('../agent/contracts/RealtimeSalary.tsx')),
  missionLeaderboard: lazy(() => import('./missions/MissionActivity.tsx')),
  referral: lazy(() => import('./referral/Referral.tsx')),
};

export function isMenuKey(value: unknown): value is MenuKey {
  return (
    (MENU_KEYS as readonly unknown[]).includes(value) || (AGENT_CONTRACT_KEYS as readonly unknown[]).includes(value)
  );
}
