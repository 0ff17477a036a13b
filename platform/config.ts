/** Platform configuration, read once from the environment. Fails fast on bad values. */
import path from 'node:path';
import { vendorSecrets } from './modules/seamless/secrets.ts';

export interface PlatformConfig {
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl: string | undefined;
  sqlitePath: string;
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
}

/** Development only: a fixed secret so a fresh checkout runs; production must set its own. */
const DEV_GATEWAY_SECRET = 'demo-gateway-secret-for-development-only';

function depositConfig(env: NodeJS.ProcessEnv): DepositConfig {
  const secret = env.DEPOSIT_GATEWAY_SECRET || undefined;
  if (!secret && env.NODE_ENV === 'production') throw new Error('DEPOSIT_GATEWAY_SECRET is required in production');
  if (secret && secret.length < 32) throw new Error('DEPOSIT_GATEWAY_SECRET must be at least 32 characters');
  const notifyUrl = env.DEPOSIT_NOTIFY_URL || undefined;
  if (notifyUrl && !/^https?:\/\//.test(notifyUrl)) throw new Error(`DEPOSIT_NOTIFY_URL must be an http(s) URL, got ${notifyUrl}`);
  return { gatewaySecret: secret ?? DEV_GATEWAY_SECRET, notifyUrl, orderMinutes: integer(env, 'DEPOSIT_ORDER_MINUTES', 30, 1, 24 * 60) };
}

export interface FirebaseConfig {
  projectId: string;
  /** The web app's API key (public by design: it names the project, it grants nothing). */
  apiKey: string;
  authDomain: string;
  /** host:port of the Auth emulator; when set, its unsigned tokens are accepted instead of Google-signed ones. */
  emulatorHost: string | undefined;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${env[name]}`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got ${value}`);
}

function firebaseConfig(env: NodeJS.ProcessEnv): FirebaseConfig {
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-lotus';
  if (!/^[a-z][a-z0-9-]{4,29}$/.test(projectId)) throw new Error(`FIREBASE_PROJECT_ID is not a project id: ${projectId}`);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (emulatorHost) {
    if (!/^[A-Za-z0-9.-]+:\d{1,5}$/.test(emulatorHost)) throw new Error(`FIREBASE_AUTH_EMULATOR_HOST must be host:port, got ${emulatorHost}`);
    // Unsigned emulator tokens must never open sessions on a real project: Firebase's demo- projects cannot reach production.
    if (!projectId.startsWith('demo-')) throw new Error('FIREBASE_AUTH_EMULATOR_HOST needs a demo- FIREBASE_PROJECT_ID');
    if (env.NODE_ENV === 'production') throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not allowed with NODE_ENV=production');
  }
  return {
    projectId,
    apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    emulatorHost,
  };
}

export function getPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: path.resolve(env.SQLITE_PATH ?? 'data/platform.db'),
    merchantCode: env.MERCHANT_CODE ?? 'demo',
    settingsTtlMs: integer(env, 'SETTINGS_TTL_MS', 2000, 0, 60_000),
    seedDemo: env.SEED_DEMO !== 'false',
    sessionIdleMs: integer(env, 'SESSION_IDLE_MS', 30 * 60_000, 1000, 7 * 86_400_000),
    passwordMaxAgeDays: integer(env, 'PASSWORD_MAX_AGE_DAYS', 90, 1, 3650),
    smsCodeMinutes: integer(env, 'SMS_CODE_MINUTES', 1, 1, 60),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_PREFIX ?? 'wps:',
    devOutbox: flag(env, 'DEV_OUTBOX', env.NODE_ENV !== 'production'),
    cookieSecure: flag(env, 'COOKIE_SECURE', false),
    firebase: firebaseConfig(env),
    deposits: depositConfig(env),
    // Beside the database file by default (data/uploads), so each test store gets its own directory.
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(path.dirname(path.resolve(env.SQLITE_PATH ?? 'data/platform.db')), 'uploads')),
    seamlessSecrets: vendorSecrets(env),
  };
}
