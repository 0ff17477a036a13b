/**
 * The reference platform: opens and migrates the database, seeds the demo merchant,
 * and exposes the spec's calls under /wps and /lgw as a Fastify plugin.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config.ts';
import type { PlatformContext } from './context.ts';
import { openDatabase, type PlatformDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo } from './db/seed/index.ts';
import { seedAgentTeam } from './db/seed/agent-team.ts';
import { installErrorHandling } from './http/error-handling.ts';
import { installAnswerHeaders } from './http/answer-headers.ts';
import { SettingsCache } from './merchant/settings-cache.ts';
import { loadMerchantSettings } from './merchant/repository.ts';
import { siteStatusFor, type SiteStatus } from './merchant/site-status.ts';
import { locate } from './geo/locate.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { gamesLgwRoutes, gamesWpsRoutes } from './modules/games/routes.ts';
import { lotteryBoardRoutes } from './modules/lottery-board/routes.ts';
import { noticeRoutes } from './modules/notices/routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { cryptoRoutes } from './modules/crypto/routes.ts';
import { BodyKeyStore } from './modules/crypto/key-store.ts';
import { BodyOpener } from './modules/crypto/open-body.ts';
import { LimiterReplayGuard, MemoryReplayGuard } from './modules/crypto/replay-guard.ts';
import { AttemptCounters } from './limits/attempt-counters.ts';
import { outboxMailer, outboxSmsSender, type Mailer, type SmsSender } from './modules/outbox/senders.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { Ledger } from './modules/ledger/ledger.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { recordRoutes } from './modules/records/routes.ts';
import { agentRoutes } from './modules/agent/routes.ts';
import { betRoutes } from './modules/bets/routes.ts';
import { profitRoutes } from './modules/profit/routes.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { avatarRoutes } from './modules/avatars/routes.ts';
import { settleUnconfirmed } from './modules/withdrawals/confirmations.ts';
import { scheduleJob } from './jobs.ts';
import { scheduleSessionCleanup } from './modules/accounts/session-cleanup.ts';
import { returnSeamlessWallets } from './modules/wallet/seamless-return.ts';
import { createRateLimiter } from './limits/create-rate-limiter.ts';
import { createIdentityVerifier } from './modules/firebase/create-verifier.ts';
import type { IdentityVerifier } from './modules/firebase/identity.ts';
import { firebaseRoutes } from './modules/firebase/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { rebateRoutes } from './modules/rebates/routes.ts';
import { scheduleRebateJob } from './modules/rebates/job.ts';
import { scheduleRaffleJob } from './modules/raffles/job.ts';
import { raffleRoutes } from './modules/raffles/routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { scheduleVipReview } from './modules/vip/review.ts';
import { agentContractRoutes } from './modules/agent-contracts/routes.ts';
import { scheduleContractSettlements } from './modules/agent-contracts/schedule.ts';
import { pointsRoutes } from './modules/points/routes.ts';
import { referralRoutes } from './modules/referral/routes.ts';
import { scheduleAccrual } from './modules/points/accrual.ts';
import { createGateways } from './modules/deposits/gateways.ts';
import { DEMO_GATEWAY_PATH } from './modules/deposits/demo-gateway.ts';
import { seedDepositChannels } from './db/seed/deposits.ts';
import { seedGames } from './db/seed/games.ts';
import { demoGatewayRoutes } from './gateway/demo/routes.ts';
import { httpDelivery, injectDelivery } from './gateway/demo/delivery.ts';
import { SeamlessWallet } from './modules/seamless/service.ts';
import { SEAMLESS_PREFIX, seamlessRoutes } from './modules/seamless/routes.ts';
import { launchRoutes } from './modules/seamless/launch.ts';
import { practiceRoutes } from './modules/practice/routes.ts';
import { installVendor } from './vendor/install.ts';
import { ChatHub } from './modules/chat/hub.ts';
import { createNoticeBus } from './modules/chat/create-notice-bus.ts';
import { chatPlayerRoutes } from './modules/chat/player-routes.ts';
import { chatOperatorRoutes, OPS_CHAT_API } from './modules/chat/operator-routes.ts';
import { chatPages } from './modules/chat/pages.ts';
import { chatSocketRoutes } from './modules/chat/socket-routes.ts';
import type { BuiltInVendor } from './vendor/vendor.ts';
import type { BingoRooms } from './vendor/rooms/service.ts';
import { pvpRoutes } from './modules/seamless/pvp.ts';
import { lottoLaunchRoutes } from './modules/seamless/lotto-launch.ts';
import type { LotteryService } from './vendor/lottery/service.ts';
import { missionRoutes } from './modules/missions/routes.ts';

/** How often unconfirmed paid withdrawals are checked against their deadline. */
const WITHDRAWAL_SWEEP_MS = 60_000;

export interface Platform {
  context: PlatformContext;
  /** Registers /wps, /lgw, the seamless wallet (/wallet/seamless/v1) and the demo payment gateway (/gateway/demo) on a Fastify instance. */
  routes(app: FastifyInstance): Promise<void>;
  /** The site status a visitor from this address gets (used by the page gate, no HTTP hop). */
  statusFor(ip: string): Promise<SiteStatus>;
  /** The built-in game vendor, once routes() has put it on an instance (tests drive its recovery). */
  vendor?: BuiltInVendor;
  /** The built-in vendor's PVP bingo rooms (tests run their draws). */
  rooms?: BingoRooms;
  /** The built-in vendor's lottery draws (tests and the operator's draw-now run them). */
  lottery?: LotteryService;
  /** The live chat's notices (tests read which carrier they go over and end the open channels). */
  chat: ChatHub;
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** PostgreSQL schema (tests). */
  pgSchema?: string;
  /** The platform's clock; tests pass one they can move. */
  now?: () => number;
  /** Real gateways in production; the development outbox by default. */
  sms?: SmsSender;
  mailer?: Mailer;
  /** Tests pass one with a local key pair instead of Google's certificates. */
  identities?: IdentityVerifier;
  /** How many keys the in-process limiter keeps (tests shrink it to flood it without 100,000 requests). */
  limiterKeys?: number;
  /** How many nonces the in-process replay guard of encrypted bodies holds before it refuses new bodies. */
  replayGuardCapacity?: number;
  /** How often idle sessions are deleted (15 minutes; tests shorten it to see the schedule work). */
  sessionCleanupEveryMs?: number;
  /** How often the cashback period job looks for finished periods (5 minutes). */
  rebateJobEveryMs?: number;
  /** false: no contract settlement job (the operator's commands settle on demand instead). */
  contractSettlements?: boolean;
}

export async function createPlatform(config: PlatformConfig, options: PlatformOptions = {}): Promise<Platform> {
  const database: PlatformDatabase = openDatabase({ ...config, pgSchema: options.pgSchema });
  const now = options.now ?? Date.now;
  try {
    await migrateToLatest(database, database.dialect === 'postgres' ? options.pgSchema : undefined);
    if (config.seedDemo) {
      await seedDemo(database.db, config.merchantCode);
      await seedDepositChannels(database.db, config.merchantCode);
      await seedGames(database.db, config.merchantCode);
      // The team's history ends at the platform's own now: a test's clock then never walks into seeded rounds.
      await seedAgentTeam(database.db, config.merchantCode, now());
    }
  } catch (error) {
    await database.destroy();
    throw error;
  }
  const limiter = createRateLimiter(config, now, options.limiterKeys, database.db);
  const bodyKeys = new BodyKeyStore(database.db, now);
  const replayGuard = config.redisUrl
    ? new LimiterReplayGuard(limiter)
    : new MemoryReplayGuard(now, options.replayGuardCapacity);
  const context: PlatformContext = {
    db: database.db,
    dialect: database.dialect,
    config,
    settings: new SettingsCache(() => loadMerchantSettings(database.db, config.merchantCode), config.settingsTtlMs),
    now,
    limiter,
    attempts: new AttemptCounters(database.db, now),
    bodyKeys,
    bodies: new BodyOpener(bodyKeys, replayGuard, now),
    sms: options.sms ?? outboxSmsSender(database.db, config.merchantCode, now),
    mailer: options.mailer ?? outboxMailer(database.db, config.merchantCode, now),
    ledger: new Ledger(database.db, config.merchantCode, now),
    identities: options.identities ?? createIdentityVerifier(config.firebase, now),
    gateways: createGateways(config),
  };

  // Unconfirmed paid withdrawals become received after the merchant's minutes (read that way at once; the
  // sweep writes it down). A failed sweep is retried on the next tick; reads already answer from the deadline.
  const stopWithdrawalSweep = scheduleJob(() => settleUnconfirmed(context), WITHDRAWAL_SWEEP_MS, {
    atStart: false,
    name: 'withdrawal confirmation sweep',
  });
  try {
    // Before serving: money left in a seamless vendor's wallet goes back to the main wallet (docs/decisions.md).
    const returned = await returnSeamlessWallets(context);
    if (returned.wallets)
      console.info(`returned money from ${returned.wallets} seamless vendor wallet(s) to main wallets`);
  } catch (error) {
    await stopWithdrawalSweep();
    await limiter.close();
    await database.destroy();
    throw error;
  }
  const seamless = new SeamlessWallet(context, database.pool);
  const chat = new ChatHub(createNoticeBus(config, database.pool, options.pgSchema));
  // Listening before serving, so no notice of another process is missed once pages connect.
  await chat.start();
  const stopSessionCleanup = scheduleSessionCleanup(context, options.sessionCleanupEveryMs);
  const stopRebateJob = scheduleRebateJob(context, options.rebateJobEveryMs);
  const stopContractSettlements =
    options.contractSettlements === false ? async () => {} : scheduleContractSettlements(context);
  // Points from settled bets arrive without anyone reading them (every read accrues too).
  const stopAccrual = scheduleAccrual(context);
  const stopRaffleJob = scheduleRaffleJob(context);
  // The monthly VIP review: hourly, never at start (platform/modules/vip/review.ts).
  const stopVipReview = scheduleVipReview(context);
  // The built-in vendor's draws and round recovery, once its routes are installed (ops verbs without routes have none).
  let stopVendor = async () => {};

  const platform: Platform = {
    context,
    chat,
    async routes(app) {
      await app.register(
        async (wps) => {
          installErrorHandling(wps);
          installAnswerHeaders(wps, config.mode);
          systemRoutes(wps, context);
          cryptoRoutes(wps, context);
          accountRoutes(wps, context);
          firebaseRoutes(wps, context);
          walletRoutes(wps, context);
          messageRoutes(wps, context);
          recordRoutes(wps, context);
          agentRoutes(wps, context);
          betRoutes(wps, context);
          profitRoutes(wps, context);
          depositRoutes(wps, context);
          promotionRoutes(wps, context);
          rebateRoutes(wps, context);
          agentContractRoutes(wps, context);
          pointsRoutes(wps, context);
          raffleRoutes(wps, context);
          referralRoutes(wps, context);
          await wps.register((scope) => withdrawalRoutes(scope, context));
          await wps.register((scope) => chatPlayerRoutes(scope, context, chat));
          await wps.register((scope) => feedbackRoutes(scope, context));
          avatarRoutes(wps, context);
          if (config.devOutbox) outboxRoutes(wps, context);
          if (config.mode === 'demo') docsRoutes(wps);
          gamesWpsRoutes(wps, context);
          launchRoutes(wps, context, seamless);
          pvpRoutes(wps, context, seamless, () => platform.rooms);
          lottoLaunchRoutes(wps, context, seamless);
          practiceRoutes(wps, context);
          noticeRoutes(wps, context);
          vipRoutes(wps, context);
        },
        { prefix: '/wps' },
      );
      await app.register(
        async (lgw) => {
          installErrorHandling(lgw);
          installAnswerHeaders(lgw, config.mode);
          gamesLgwRoutes(lgw, context);
          lotteryBoardRoutes(lgw, context, () => platform.lottery?.feed);
          missionRoutes(lgw, context);
        },
        { prefix: '/lgw' },
      );
      // Vendors' server-to-server calls: signed, with their own error shape, so outside /wps.
      await app.register(
        async (vendorApi) => {
          seamlessRoutes(vendorApi, context, seamless);
        },
        { prefix: SEAMLESS_PREFIX },
      );
      // The demo gateway stands outside the platform: it shares only the merchant's secret and its notification
      // address. It takes no real money, so production does not run it at all.
      if (config.deposits.demoGateway) {
        const deliver = config.deposits.notifyUrl
          ? httpDelivery(config.deposits.notifyUrl)
          : injectDelivery(app, '/wps/deposit/notify/demo');
        await app.register(
          async (gateway) => {
            demoGatewayRoutes(gateway, {
              secretFor: (merchantCode) =>
                merchantCode === config.merchantCode ? config.deposits.gatewaySecret : undefined,
              deliver,
              now,
            });
          },
          { prefix: DEMO_GATEWAY_PATH },
        );
      }
      // The live chat's operators' calls and the chat's two pages (modules/chat); open streams end before the server closes.
      await app.register((api) => chatOperatorRoutes(api, context, chat), { prefix: OPS_CHAT_API });
      chatPages(app, config.opsChat.publicOrigin);
      await app.register((scope) => chatSocketRoutes(scope, context, chat));
      app.addHook('preClose', (done) => {
        chat.close();
        done();
      });
      // The built-in game vendor: a separate party that reaches the money only through the signed seamless calls.
      ({
        vendor: platform.vendor,
        rooms: platform.rooms,
        lottery: platform.lottery,
        stop: stopVendor,
      } = await installVendor(app, {
        db: context.db,
        now,
        secrets: config.seamlessSecrets,
        resultKeys: config.lotteryResultKeys,
      }));
    },
    async statusFor(ip) {
      return siteStatusFor(await context.settings.get(), locate(ip));
    },
    async close() {
      // Every background job first: each stops its timer and is awaited until its pass under way is done, so no
      // pass reads (or logs the failure of) a database already destroyed. Only then the connections go.
      await Promise.all([
        stopVendor(),
        stopWithdrawalSweep(),
        stopAccrual(),
        stopSessionCleanup(),
        stopRebateJob(),
        stopContractSettlements(),
        stopRaffleJob(),
        stopVipReview(),
      ]);
      await chat.stop();
      await seamless.close();
      await limiter.close();
      await database.destroy();
    },
  };
  return platform;
}
