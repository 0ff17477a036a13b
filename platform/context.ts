/** What every platform module receives: the database, its dialect, the config, caches, limits and senders. */
import type { Kysely } from 'kysely';
import type { PlatformConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { DialectName } from './db/database.ts';
import type { SettingsCache } from './merchant/settings-cache.ts';
import type { RateLimiter } from './limits/rate-limiter.ts';
import type { AttemptCounters } from './limits/attempt-counters.ts';
import type { BodyKeyStore, BodyOpener } from './modules/crypto/index.ts';
import type { Mailer, SmsSender } from './modules/outbox/index.ts';
import type { Ledger } from './modules/ledger/index.ts';
import type { IdentityVerifier } from './modules/firebase/index.ts';
import type { Gateways } from './modules/deposits/index.ts';
import type { EventBus } from './events/bus.ts';

export interface PlatformContext {
  db: Kysely<Database>;
  dialect: DialectName;
  config: PlatformConfig;
  settings: SettingsCache;
  /** The platform's clock (tests move it to expire sessions and codes). */
  now: () => number;
  /** Rate limits (a flood may push old windows out of the in-process one: nothing that must last lives here). */
  limiter: RateLimiter;
  /** Failure counts and locks (logins, payment password), in the database: they survive floods and restarts. */
  attempts: AttemptCounters;
  bodyKeys: BodyKeyStore;
  bodies: BodyOpener;
  sms: SmsSender;
  mailer: Mailer;
  /** Every movement of money goes through here (docs/ledger.md). */
  ledger: Ledger;
  /** Firebase ID tokens: Google-signed in production, the Auth emulator's in development. */
  identities: IdentityVerifier;
  /** Payment gateways deposits go through, by name (modules/deposits/gateway.ts). */
  gateways: Gateways;
  /** Facts published for other modules (platform/events): in the fact's transaction, then delivered. */
  events: EventBus;
}
