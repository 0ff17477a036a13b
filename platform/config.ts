/** Platform configuration, derived from the one validated environment (environment.ts). */
import path from 'node:path';
import { DEMO_VENDORS, vendorSecrets } from './seamless-secrets.ts';
import { opsChatConfig, type OpsChatConfig } from './ops-chat-config.ts';
import { readEnvironment, type Environment, type Mode } from './environment.ts';
import { loadOrCreateDemoSecrets } from './secrets-file.ts';
import { linkOrigin } from './listen-address.ts';
import { parseResultKeys, type ResultKey } from './vendor/index.ts';

export interface PlatformConfig {
  /** demo: seeded, demo gateway, development outbox, generated secrets; production: none of these. */
  mode: Mode;
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** Demo mode's generated secrets (secrets-file.ts); undefined in production, whose secrets come from the environment. */
  secretsPath: string | undefined;
  merchantCode: string;
  /** How long merchant settings are cached before the next read from the database. */
  settingsTtlMs: number;
  /** Seed demo data into an empty database on start. */
  seedDemo: boolean;
  /** A session unused for this long is dead (quality bars: 30 minutes by default). */
  sessionIdleMs: number;
  /** With FORCECHNGPASS3 on, a password older than this must be changed at login. */
  passwordMaxAgeDays: number;
  /** How long an SMS code lives; the site counts down expiredMinutes x 60 s (spec 4, 9). */
  smsCodeMinutes: number;
  /** Redis for rate limits and replay guards shared by several processes; in-process when absent. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Registers GET /wps/dev/outbox, which shows the SMS and mail the development senders wrote. */
  devOutbox: boolean;
  /** Adds Secure to the session cookie; turn on wherever the site is served over TLS. */
  cookieSecure: boolean;
  /** Firebase project whose ID tokens are accepted (issuer and audience), and its web config for the site. */
  firebase: FirebaseConfig;
  /** Where uploaded files (withdrawal proofs) are kept: outside the web root, never served. */
  uploadDir: string;
  deposits: DepositConfig;
  /** Seamless-wallet vendors' signing secrets by vassalage (modules/seamless/secrets.ts). */
  seamlessSecrets: ReadonlyMap<string, string>;
  /**
   * Encrypts the private keys that unseal request bodies where the database keeps them (BODY_KEY_SECRET):
   * required in production; unset in demo, whose keys stay in clear in its own database as before.
   */
  bodyKeySecret: string | undefined;
  /** The live chat's operators' password (modules/chat/config.ts). */
  opsChat: OpsChatConfig;
  /**
   * The address players use (PUBLIC_URL), for links the platform hands out (referral, invitations); in a demo
   * without it, the configured listening address. Never a request's Host.
   */
  publicUrl: string | undefined;
  /** Results providers' public keys by lottery game (LOTTERY_RESULT_KEYS): those games import signed official results. */
  lotteryResultKeys: ReadonlyMap<string, ResultKey>;
}

export interface DepositConfig {
  /** The secret this merchant shares with the demo gateway: it signs notifications (HMAC-SHA256) and payment links. */
  gatewaySecret: string;
  /**
   * Where the demo gateway posts its notifications. Unset: into this process through Fastify's injection
   * (same routes, same checks, no socket), which is right when the gateway is embedded beside the platform.
   */
  notifyUrl: string | undefined;
  /** A pending order expires after this long; the gateway refuses to take payment for it after that. */
  orderMinutes: number;
  /** The demo gateway (its payment page and channel) exists in demo mode only. */
  demoGateway: boolean;
}

export interface FirebaseConfig {
  projectId: string;
  /** The web app's API key (public by design: it names the project, it grants nothing). */
  apiKey: string;
  authDomain: string;
  /** host:port of the Auth emulator; when set, its unsigned tokens are accepted instead of Google-signed ones. */
  emulatorHost: string | undefined;
}

/** The platform's part of the validated environment (environment.ts); demo mode loads or creates its secrets file. */
export function getPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return platformConfigFrom(readEnvironment(env));
}

export function platformConfigFrom(e: Environment): PlatformConfig {
  const demo = e.MODE === 'demo' ? loadOrCreateDemoSecrets(e.SECRETS_PATH, DEMO_VENDORS) : undefined;
  return {
    mode: e.MODE,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: e.SQLITE_PATH,
    secretsPath: demo ? e.SECRETS_PATH : undefined,
    merchantCode: e.MERCHANT_CODE,
    settingsTtlMs: e.SETTINGS_TTL_MS,
    seedDemo: e.SEED_DEMO,
    sessionIdleMs: e.SESSION_IDLE_MS,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    smsCodeMinutes: e.SMS_CODE_MINUTES,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_PREFIX,
    devOutbox: e.DEV_OUTBOX,
    cookieSecure: e.COOKIE_SECURE,
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    },
    deposits: {
      // The schema guarantees one of the two: production requires the variable.
      gatewaySecret: e.DEPOSIT_GATEWAY_SECRET ?? demo!.gatewaySecret,
      notifyUrl: e.DEPOSIT_NOTIFY_URL,
      orderMinutes: e.DEPOSIT_ORDER_MINUTES,
      demoGateway: e.MODE === 'demo',
    },
    // Beside the database file by default (data/uploads), so each test store gets its own directory.
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(path.dirname(e.SQLITE_PATH), 'uploads')),
    seamlessSecrets: vendorSecrets(demo?.vendors ?? {}, e.vendorSecrets),
    bodyKeySecret: e.BODY_KEY_SECRET,
    opsChat: opsChatConfig(e.OPS_CHAT_PASSWORD, e.MODE, e.SQLITE_PATH, e.PUBLIC_URL),
    publicUrl: linkOrigin(e),
    lotteryResultKeys: parseResultKeys(e.LOTTERY_RESULT_KEYS).keys,
  };
}
