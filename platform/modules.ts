/**
 * The platform's modules, in the order their routes are installed (platform/app.ts). Most need only the context;
 * the seamless wallet, the live chat and the lottery board are given what the platform opened for them.
 */
import type { PlatformModule } from './module.ts';
import type { BingoRooms, LotteryFeed } from './vendor/index.ts';
import { accountsModule } from './modules/accounts/module.ts';
import { agentModule } from './modules/agent/module.ts';
import { agentContractsModule } from './modules/agent-contracts/module.ts';
import { alertsModule } from './modules/alerts/module.ts';
import { avatarsModule } from './modules/avatars/module.ts';
import { betsModule } from './modules/bets/module.ts';
import { chatModule } from './modules/chat/module.ts';
import type { ChatHub } from './modules/chat/index.ts';
import { cryptoModule } from './modules/crypto/module.ts';
import { depositsModule } from './modules/deposits/module.ts';
import { docsModule } from './modules/docs/module.ts';
import { feedbackModule } from './modules/feedback/module.ts';
import { gamesModule } from './modules/games/module.ts';
import { identityModule } from './modules/identity/module.ts';
import { lotteryBoardModule } from './modules/lottery-board/module.ts';
import { messagesModule } from './modules/messages/module.ts';
import { missionsModule } from './modules/missions/module.ts';
import { noticesModule } from './modules/notices/module.ts';
import { outboxModule } from './modules/outbox/module.ts';
import { pointsModule } from './modules/points/module.ts';
import { practiceModule } from './modules/practice/module.ts';
import { profitModule } from './modules/profit/module.ts';
import { promotionsModule } from './modules/promotions/module.ts';
import { rafflesModule } from './modules/raffles/module.ts';
import { rebatesModule } from './modules/rebates/module.ts';
import { rewardBoundModule } from './modules/reward-bound/module.ts';
import { recordsModule } from './modules/records/module.ts';
import { referralModule } from './modules/referral/module.ts';
import { seamlessModule } from './modules/seamless/module.ts';
import type { SeamlessWallet } from './modules/seamless/index.ts';
import { systemModule } from './modules/system/module.ts';
import { vipModule } from './modules/vip/module.ts';
import { walletModule } from './modules/wallet/module.ts';
import { withdrawalsModule } from './modules/withdrawals/module.ts';

/** The modules that need nothing but the context (the operator command takes its verbs from these). */
export const CONTEXT_MODULES: readonly PlatformModule[] = [
  identityModule,
  systemModule,
  cryptoModule,
  accountsModule,
  walletModule,
  messagesModule,
  recordsModule,
  agentModule,
  betsModule,
  profitModule,
  depositsModule,
  promotionsModule,
  rebatesModule,
  rewardBoundModule,
  agentContractsModule,
  pointsModule,
  rafflesModule,
  referralModule,
  withdrawalsModule,
  feedbackModule,
  avatarsModule,
  outboxModule,
  docsModule,
  gamesModule,
  practiceModule,
  noticesModule,
  vipModule,
  missionsModule,
  alertsModule,
];

export interface OpenedParts {
  seamless: SeamlessWallet;
  chat: ChatHub;
  /** The built-in vendor's rooms and lottery, once it is installed (after the modules' routes). */
  rooms: () => BingoRooms | undefined;
  lotteryFeed: () => LotteryFeed | undefined;
}

export function platformModules(parts: OpenedParts): PlatformModule[] {
  return [
    ...CONTEXT_MODULES,
    seamlessModule(parts.seamless, parts.rooms),
    chatModule(parts.chat),
    lotteryBoardModule(parts.lotteryFeed),
  ];
}
