/**
 * Every call the site makes to the platform, by area. Each area's file declares its calls with `defineCall`;
 * this list is what the platform tests, the OpenAPI document and the coverage check walk.
 */
import type { CallContract, CallMethod } from '../call.ts';
import { pathMatches } from '../call.ts';
import { lotteryCalls } from './lottery.ts';
import { walletCalls } from './wallet.ts';
import { depositCalls } from './deposits.ts';
import { withdrawalCalls } from './withdrawals.ts';
import { recordCalls } from './records.ts';
import { betCalls } from './bets.ts';
import { profitCalls } from './profit.ts';
import { gameCalls } from './games.ts';
import { promotionCalls } from './promotions.ts';
import { rebateCalls } from './rebates.ts';
import { accountsCalls } from './accounts.ts';
import { systemCalls } from './system.ts';
import { noticesCalls } from './notices.ts';
import { messagesCalls } from './messages.ts';
import { avatarsCalls } from './avatars.ts';
import { feedbackCalls } from './feedback.ts';
import { chatCalls } from './chat.ts';
import { agentContractCalls } from './agent-contracts.ts';
import { pointsCalls } from './points.ts';
import { agentCalls } from './agent.ts';
import { raffleCalls } from './raffles.ts';
import { missionCalls } from './missions.ts';
import { vipCalls } from './vip.ts';
import { referralCalls } from './referral.ts';

export const CALLS: readonly CallContract[] = [
  ...lotteryCalls,
  ...walletCalls,
  ...depositCalls,
  ...withdrawalCalls,
  ...recordCalls,
  ...betCalls,
  ...profitCalls,
  ...gameCalls,
  ...promotionCalls,
  ...rebateCalls,
  ...accountsCalls,
  ...systemCalls,
  ...noticesCalls,
  ...messagesCalls,
  ...avatarsCalls,
  ...feedbackCalls,
  ...chatCalls,
  ...agentContractCalls,
  ...pointsCalls,
  ...agentCalls,
  ...raffleCalls,
  ...missionCalls,
  ...vipCalls,
  ...referralCalls,
];

/** The declared call a request is an instance of, if any. */
export function callFor(method: string, path: string): CallContract | undefined {
  const bare = path.split('?')[0]!;
  return CALLS.find((call) => call.method === (method.toUpperCase() as CallMethod) && pathMatches(call.path, bare));
}
