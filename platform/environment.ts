/**
 * The one environment schema, read once at start by the site server, the platform and the operator command.
 * MODE decides the defaults: `demo` (the default, what `npm start` runs) seeds the demo, serves the development
 * outbox and generates its own secrets; `production` must be given every secret and the public address, and
 * refuses demo-only settings. Every problem is reported in one list, so an operator fixes them in one pass.
 */
import path from 'node:path';
import { z } from 'zod';
import { parseResultKeys } from './vendor/index.ts';

export type Mode = 'demo' | 'production';

/** Thrown when the environment cannot start a server; `problems` names each setting and what is wrong. */
export class ConfigurationError extends Error {
  readonly problems: readonly string[];
  constructor(mode: Mode, problems: readonly string[]) {
    super(`Cannot start in ${mode} mode; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
    this.problems = problems;
  }
}

const integer = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `must be an integer from ${min} to ${max}` })
    .int(`must be an integer from ${min} to ${max}`)
    .min(min, `must be an integer from ${min} to ${max}`)
    .max(max, `must be an integer from ${min} to ${max}`)
    .default(fallback);

const yesNo = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL');

/** The raw settings with their formats; mode-dependent rules come after, in `modeProblems`. */
const schema = z.object({
  MODE: z.enum(['demo', 'production'], { error: 'must be demo or production' }).default('demo'),
  // Site server.
  PORT: integer(0, 65535, 4321),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an http(s) origin, e.g. https://play.example.com')
    .optional(),
  PLATFORM_URL: httpUrl.optional(),
  TRUSTED_PROXIES: z.string().optional(),
  DIST_DIR: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be a log level (error, warn, info, debug ...)',
    })
    .default('info'),
  LIVE_REGION_TTL_MS: integer(0, 60_000, 2000),
  PAGE_CACHE_TTL_MS: integer(0, 60_000, 2000),
  // Platform.
  DATABASE_URL: z.string().optional(),
  SQLITE_PATH: z.string().optional(),
  SECRETS_PATH: z.string().optional(),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a merchant code (letters, digits, _ and -)')
    .default('demo'),
  SETTINGS_TTL_MS: integer(0, 60_000, 2000),
  SEED_DEMO: yesNo.optional(),
  SESSION_IDLE_MS: integer(1000, 7 * 86_400_000, 30 * 60_000),
  PASSWORD_MAX_AGE_DAYS: integer(1, 3650, 90),
  SMS_CODE_MINUTES: integer(1, 60, 1),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().default('wps:'),
  DEV_OUTBOX: yesNo.optional(),
  COOKIE_SECURE: yesNo.optional(),
  UPLOAD_DIR: z.string().optional(),
  DEPOSIT_GATEWAY_SECRET: z.string().optional(),
  BODY_KEY_SECRET: z.string().optional(),
  DEPOSIT_NOTIFY_URL: httpUrl.optional(),
  DEPOSIT_ORDER_MINUTES: integer(1, 24 * 60, 30),
  SEAMLESS_VENDOR_SECRETS: z.string().optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,29}$/, 'is not a Firebase project id')
    .optional(),
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port')
    .optional(),
  // The live chat's operators' password (modules/chat/config.ts); demo generates one when unset.
  OPS_CHAT_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  // Official lottery results: the providers' Ed25519 public keys per national game (vendor/lottery/result-keys.ts).
  LOTTERY_RESULT_KEYS: z.string().optional(),
});

type RawSettings = z.output<typeof schema>;

/** The validated settings, with the mode's defaults applied. Secrets are resolved later (secrets-file.ts). */
export interface Environment
  extends Omit<
    RawSettings,
    'HOST' | 'SEED_DEMO' | 'DEV_OUTBOX' | 'COOKIE_SECURE' | 'SQLITE_PATH' | 'SECRETS_PATH' | 'FIREBASE_PROJECT_ID'
  > {
  HOST: string;
  SEED_DEMO: boolean;
  DEV_OUTBOX: boolean;
  COOKIE_SECURE: boolean;
  SQLITE_PATH: string;
  SECRETS_PATH: string;
  FIREBASE_PROJECT_ID: string;
  /** Vendor code -> signing secret, from SEAMLESS_VENDOR_SECRETS (demo mode adds generated ones). */
  vendorSecrets: ReadonlyMap<string, string>;
}

const vendorSecretsJson = z.record(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), z.string());

/**
 * A secret an attacker cannot guess: long enough, and not a repeated or trivial string. Randomly generated
 * secrets (32+ hex or base64 characters) pass with a wide margin.
 */
export function weakSecretReason(secret: string): string | undefined {
  if (secret.length < 32) return 'is shorter than 32 characters';
  if (secret.length > 256) return 'is longer than 256 characters';
  if (new Set(secret).size < 10) return 'has fewer than 10 different characters';
  if (/demo|development|changeme|secret|password/i.test(secret)) return 'looks like a placeholder';
  return undefined;
}

/** Empty strings count as unset: `FOO= npm start` and a blank line in an env file mean "not given". */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

function parseVendorSecrets(raw: string | undefined, mode: Mode, problems: string[]): Map<string, string> {
  const secrets = new Map<string, string>();
  if (!raw) return secrets;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = vendorSecretsJson.safeParse(parsed);
  // Messages name vendors, never a value: a secret must not reach a log through a configuration error.
  if (!result.success) {
    problems.push(
      'SEAMLESS_VENDOR_SECRETS: must be JSON mapping vendor codes to secrets, e.g. {"LOTUS_SLOTS":"<64 random hex>"}',
    );
    return secrets;
  }
  for (const [vendor, secret] of Object.entries(result.data)) {
    const weak =
      mode === 'production'
        ? weakSecretReason(secret)
        : secret.length < 32 || secret.length > 256
          ? 'must be 32 to 256 characters'
          : undefined;
    if (weak) problems.push(`SEAMLESS_VENDOR_SECRETS: the secret for ${vendor} ${weak}`);
    else secrets.set(vendor, secret);
  }
  return secrets;
}

/** A switch as given (the format itself is checked by the schema). */
function switchedTo(value: string | undefined): boolean | undefined {
  const parsed = yesNo.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The rules that depend on the mode: what production requires, and what it refuses. */
function modeProblems(mode: Mode, raw: Record<string, string>, problems: string[]): void {
  const gateway = raw.DEPOSIT_GATEWAY_SECRET;
  if (mode === 'demo') {
    if (gateway && (gateway.length < 32 || gateway.length > 256))
      problems.push('DEPOSIT_GATEWAY_SECRET: must be 32 to 256 characters');
    if (raw.FIREBASE_AUTH_EMULATOR_HOST && !(raw.FIREBASE_PROJECT_ID ?? 'demo-lotus').startsWith('demo-')) {
      // Unsigned emulator tokens must never open sessions on a real project: Firebase's demo- projects cannot reach production.
      problems.push('FIREBASE_AUTH_EMULATOR_HOST: needs a demo- FIREBASE_PROJECT_ID');
    }
    if (raw.BODY_KEY_SECRET && (raw.BODY_KEY_SECRET.length < 32 || raw.BODY_KEY_SECRET.length > 256))
      problems.push('BODY_KEY_SECRET: must be 32 to 256 characters');
    return;
  }
  if (!raw.SEAMLESS_VENDOR_SECRETS)
    problems.push('SEAMLESS_VENDOR_SECRETS: required (JSON {"<vendor code>": "<secret of 32+ random characters>"})');
  if (!gateway)
    problems.push('DEPOSIT_GATEWAY_SECRET: required (32+ random characters shared with the payment gateway)');
  else {
    const weak = weakSecretReason(gateway);
    if (weak) problems.push(`DEPOSIT_GATEWAY_SECRET: ${weak}`);
  }
  // The key that unseals request bodies is kept in the database encrypted under this one, never in clear.
  if (!raw.BODY_KEY_SECRET)
    problems.push('BODY_KEY_SECRET: required (32+ random characters; encrypts the key that unseals request bodies)');
  else {
    const weak = weakSecretReason(raw.BODY_KEY_SECRET);
    if (weak) problems.push(`BODY_KEY_SECRET: ${weak}`);
  }
  if (!raw.PUBLIC_URL)
    problems.push('PUBLIC_URL: required (the https address players use, e.g. https://play.example.com)');
  else if (!raw.PUBLIC_URL.startsWith('https://')) problems.push('PUBLIC_URL: must be an https:// address');
  if (switchedTo(raw.COOKIE_SECURE) === false)
    problems.push('COOKIE_SECURE: must be on in production (the session cookie travels only over TLS)');
  if (switchedTo(raw.SEED_DEMO) === true)
    problems.push('SEED_DEMO: demo-only; production never seeds demo accounts (leave it unset)');
  if (switchedTo(raw.DEV_OUTBOX) === true)
    problems.push("DEV_OUTBOX: demo-only; the development outbox would show players' codes (leave it unset)");
  if (raw.FIREBASE_AUTH_EMULATOR_HOST)
    problems.push("FIREBASE_AUTH_EMULATOR_HOST: demo-only; the emulator's tokens are unsigned (leave it unset)");
}

/**
 * Validates the environment and applies the mode's defaults. Throws a ConfigurationError listing every
 * problem at once. Reads nothing but `env`: secrets files are the caller's business (secrets-file.ts).
 */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const input = withoutBlanks(env);
  const parsed = schema.safeParse(input);
  const problems: string[] = [];
  const mode: Mode = input.MODE === 'production' ? 'production' : 'demo';
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  // Mode rules read the given strings, so they are checked even when some format failed and the list is complete.
  modeProblems(mode, input, problems);
  const vendorSecrets = parseVendorSecrets(input.SEAMLESS_VENDOR_SECRETS, mode, problems);
  problems.push(...parseResultKeys(input.LOTTERY_RESULT_KEYS).problems);
  if (problems.length || !parsed.success) throw new ConfigurationError(mode, problems);

  const data = parsed.data;
  const production = mode === 'production';
  const sqlitePath = path.resolve(data.SQLITE_PATH ?? 'data/platform.db');
  return {
    ...data,
    // Demo binds to this machine only: its accounts and passwords are public. Production listens everywhere.
    HOST: data.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    SEED_DEMO: data.SEED_DEMO ?? !production,
    DEV_OUTBOX: data.DEV_OUTBOX ?? !production,
    COOKIE_SECURE: data.COOKIE_SECURE ?? production,
    SQLITE_PATH: sqlitePath,
    // Beside the database file, so each test store and the end-to-end database get their own.
    SECRETS_PATH: path.resolve(data.SECRETS_PATH ?? path.join(path.dirname(sqlitePath), 'secrets.json')),
    FIREBASE_PROJECT_ID: data.FIREBASE_PROJECT_ID ?? 'demo-lotus',
    vendorSecrets,
  };
}
