/** Builds what every module receives (context.ts) from the opened database, the config and the platform's options. */
import type { PlatformConfig } from './config.ts';
import type { PlatformContext } from './context.ts';
import type { PlatformDatabase } from './db/database.ts';
import { EventBus } from './events/bus.ts';
import { AttemptCounters } from './limits/attempt-counters.ts';
import { createRateLimiter } from './limits/create-rate-limiter.ts';
import { SettingsCache } from './merchant/settings-cache.ts';
import { loadMerchantSettings } from './merchant/repository.ts';
import { BodyKeyStore, BodyOpener, LimiterReplayGuard, MemoryReplayGuard } from './modules/crypto/index.ts';
import { createGateways } from './modules/deposits/index.ts';
import { createIdentityVerifier, type IdentityVerifier } from './modules/firebase/index.ts';
import { Ledger } from './modules/ledger/index.ts';
import { outboxMailer, outboxSmsSender, type Mailer, type SmsSender } from './modules/outbox/index.ts';

export interface ContextOptions {
  now: () => number;
  /** Real gateways in production; the development outbox by default. */
  sms?: SmsSender;
  mailer?: Mailer;
  /** Tests pass one with a local key pair instead of Google's certificates. */
  identities?: IdentityVerifier;
  /** How many keys the in-process limiter keeps (tests shrink it to flood it without 100,000 requests). */
  limiterKeys?: number;
  /** How many nonces the in-process replay guard of encrypted bodies holds before it refuses new bodies. */
  replayGuardCapacity?: number;
}

export function createContext(
  database: PlatformDatabase,
  config: PlatformConfig,
  options: ContextOptions,
): PlatformContext {
  const { now } = options;
  const limiter = createRateLimiter(config, now, options.limiterKeys, database.db);
  const bodyKeys = new BodyKeyStore(database.db, now, config.bodyKeySecret);
  const replayGuard = config.redisUrl
    ? new LimiterReplayGuard(limiter)
    : new MemoryReplayGuard(now, options.replayGuardCapacity);
  return {
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
    events: new EventBus(database.db, now),
  };
}
