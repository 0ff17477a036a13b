/**
 * The reference platform: opens and migrates the database, seeds the demo merchant, and assembles its modules
 * (platform/modules.ts): their routes under /wps, /lgw and their own prefixes, and their jobs on timers.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config.ts';
import type { PlatformContext } from './context.ts';
import { createContext, type ContextOptions } from './create-context.ts';
import { prepareDatabase } from './db/prepare.ts';
import { installErrorHandling } from './http/error-handling.ts';
import { installAnswerHeaders } from './http/answer-headers.ts';
import { siteStatusFor, type SiteStatus } from './merchant/site-status.ts';
import { locate } from './geo/locate.ts';
import { scheduleJob } from './jobs.ts';
import { platformModules } from './modules.ts';
import type { Subscriptions } from './module.ts';
import type { EventKind } from './events/catalogue.ts';
import { EVENTS_JOB } from './events/job.ts';
import { installDemoGateway } from './gateway/demo/index.ts';
import { ChatHub, createNoticeBus } from './modules/chat/index.ts';
import { SeamlessWallet } from './modules/seamless/index.ts';
import { returnSeamlessWallets } from './modules/wallet/index.ts';
import {
  installVendor,
  type BingoRooms,
  type BuiltInVendor,
  type CrashInstall,
  type LotteryService,
} from './vendor/index.ts';

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
  /** The built-in vendor's crash games (tests move their rounds on). */
  crash?: CrashInstall;
  /** The built-in vendor's lottery draws (tests and the operator's draw-now run them). */
  lottery?: LotteryService;
  /** The live chat's notices (tests read which carrier they go over and end the open channels). */
  chat: ChatHub;
  close(): Promise<void>;
}

export interface PlatformOptions extends Partial<ContextOptions> {
  /** PostgreSQL schema (tests). */
  pgSchema?: string;
  /** How often idle sessions are deleted (15 minutes; tests shorten it to see the schedule work). */
  sessionCleanupEveryMs?: number;
  /** false: no contract settlement job (the operator's commands settle on demand instead). */
  contractSettlements?: boolean;
  /**
   * Which periodic jobs (platform/jobs.ts) this process starts: all (the default, the server), none (false), or
   * those named. Tests start none unless they ask, so no job moves money while a test measures balances.
   */
  jobs?: boolean | readonly string[];
}

/** Whether the platform built with `options` starts the job named `name`. */
function startsJob(options: PlatformOptions, name: string): boolean {
  if (options.contractSettlements === false && name === 'contract settlement run') return false;
  const jobs = options.jobs ?? true;
  return typeof jobs === 'boolean' ? jobs : jobs.includes(name);
}

export async function createPlatform(config: PlatformConfig, options: PlatformOptions = {}): Promise<Platform> {
  const now = options.now ?? Date.now;
  const database = await prepareDatabase(config, options.pgSchema, now);
  const context = createContext(database, config, { ...options, now });
  try {
    // Before serving: money left in a seamless vendor's wallet goes back to the main wallet (docs/decisions.md).
    const returned = await returnSeamlessWallets(context);
    if (returned.wallets)
      console.info(`returned money from ${returned.wallets} seamless vendor wallet(s) to main wallets`);
  } catch (error) {
    await context.limiter.close();
    await database.destroy();
    throw error;
  }
  const chat = new ChatHub(createNoticeBus(config, database.pool, options.pgSchema));
  // Listening before serving, so no notice of another process is missed once pages connect.
  await chat.start();
  const modules = platformModules({
    seamless: new SeamlessWallet(context, database.pool),
    chat,
    rooms: () => platform.rooms,
    lotteryFeed: () => platform.lottery?.feed,
  });
  for (const m of modules)
    for (const [kind, handler] of Object.entries(m.events ?? {}) as [EventKind, Subscriptions[EventKind]][])
      context.events.subscribe(m.name, kind, (event) => handler!(context, event as never));
  const everyMs: Record<string, number | undefined> = { 'idle session clean-up': options.sessionCleanupEveryMs };
  const stopJobs = [EVENTS_JOB, ...modules.flatMap((m) => m.jobs ?? [])]
    .filter((job) => startsJob(options, job.name))
    .map((job) => scheduleJob(() => job.run(context), everyMs[job.name] ?? job.everyMs, job));
  // The built-in vendor's draws and round recovery, once its routes are installed (ops verbs without routes have none).
  let stopVendor = async () => {};

  const platform: Platform = {
    context,
    chat,
    async routes(app) {
      for (const [prefix, scope] of [
        ['/wps', 'wps'],
        ['/lgw', 'lgw'],
      ] as const) {
        await app.register(
          async (api) => {
            installErrorHandling(api);
            installAnswerHeaders(api, config.mode);
            for (const m of modules) await m[scope]?.(api, context);
          },
          { prefix },
        );
      }
      for (const m of modules) await m.root?.(app, context);
      await installDemoGateway(app, config, now);
      // The built-in game vendor: a separate party that reaches the money only through the signed seamless calls.
      ({
        vendor: platform.vendor,
        rooms: platform.rooms,
        lottery: platform.lottery,
        crash: platform.crash,
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
      await Promise.all([stopVendor(), ...stopJobs.map((stop) => stop())]);
      for (const m of modules) await m.close?.();
      await context.limiter.close();
      await database.destroy();
    },
  };
  return platform;
}
