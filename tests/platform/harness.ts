/** Builds a fresh platform per test file on each store: a temporary SQLite file, and PostgreSQL when DATABASE_URL is set. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getPlatformConfig, type PlatformConfig } from '../../platform/config.ts';
import { buildPlatformServer } from '../../platform/server.ts';
import type { PlatformOptions } from '../../platform/app.ts';
import type { Platform } from '../../platform/app.ts';
import { dropPgSchema, ensurePgSchema } from '../../platform/db/database.ts';
import { checkAnswer } from './contract-check.ts';

export type StoreName = 'sqlite' | 'postgres';

export const STORES: StoreName[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestPlatform {
  app: FastifyInstance;
  platform: Platform;
  config: PlatformConfig;
  /** PostgreSQL: the schema this platform's tables live in. */
  pgSchema?: string;
  close(): Promise<void>;
}

export interface TestPlatformOptions
  extends Pick<
    PlatformOptions,
    'now' | 'identities' | 'limiterKeys' | 'replayGuardCapacity' | 'sessionCleanupEveryMs' | 'jobs'
  > {
  /** Share limits through Redis when REDIS_URL is set (default). Tests that move the clock past a limit's window turn it off: Redis keeps real time. */
  redis?: boolean;
  /** More settings, e.g. MODE=production and its secrets (the store's own settings win). */
  env?: Record<string, string>;
}

/** Each running test platform's config, so helpers given only the app can sign as its vendors do. */
const CONFIGS = new WeakMap<FastifyInstance, PlatformConfig>();

/** The seamless-wallet secret the platform behind `app` holds for a vendor (generated for this test store). */
export function vendorSecretOf(app: FastifyInstance, vendor: string): string {
  const secret = CONFIGS.get(app)?.seamlessSecrets.get(vendor);
  if (!secret) throw new Error(`no seamless secret for ${vendor} on this test platform`);
  return secret;
}

export async function startTestPlatform(
  store: StoreName,
  { redis = true, env = {}, jobs = false, ...rest }: TestPlatformOptions = {},
): Promise<TestPlatform> {
  // No periodic job runs unless the test names it: a job paying cashback mid-test would move the balances it measures.
  const options = { ...rest, jobs };
  const id = randomBytes(6).toString('hex');
  if (store === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const schema = `t_${id}`;
    await ensurePgSchema(url, schema);
    // Uploads and generated secrets of this run go to a directory of its own, removed with it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-pg-'));
    const uploads = path.join(dir, 'uploads');
    // The PostgreSQL run also shares its limits through Redis when REDIS_URL is set: the several-process setup.
    const config = {
      ...getPlatformConfig({
        ...env,
        DATABASE_URL: url,
        REDIS_URL: env.REDIS_URL ?? (redis ? (process.env.REDIS_URL ?? '') : ''),
        REDIS_PREFIX: `test:${id}:`,
        UPLOAD_DIR: uploads,
        SECRETS_PATH: path.join(dir, 'secrets.json'),
      }),
      settingsTtlMs: 0,
    };
    const { app, platform } = await buildPlatformServer(config, {
      ...options,
      pgSchema: schema,
      trustProxy: ['127.0.0.1'],
      answerCheck: checkAnswer,
    });
    CONFIGS.set(app, config);
    return {
      app,
      platform,
      config,
      pgSchema: schema,
      close: async () => {
        await app.close();
        await dropPgSchema(url, schema);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const config = { ...getPlatformConfig({ ...env, SQLITE_PATH: path.join(dir, 'test.db') }), settingsTtlMs: 0 };
  const { app, platform } = await buildPlatformServer(config, {
    ...options,
    trustProxy: ['127.0.0.1'],
    answerCheck: checkAnswer,
  });
  CONFIGS.set(app, config);
  return {
    app,
    platform,
    config,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A second platform on the first one's database (the same SQLite file or PostgreSQL schema) serving another
 * merchant, seeded like the demo merchant under that code: what several merchants' platforms sharing one store
 * look like. Close it before the first (which removes the store).
 */
export async function startSiblingPlatform(
  first: TestPlatform,
  merchantCode: string,
  options: TestPlatformOptions = {},
): Promise<TestPlatform> {
  const { redis: _redis, jobs = false, ...rest } = options;
  const platformOptions = { ...rest, jobs };
  const config = {
    ...first.config,
    merchantCode,
    redisUrl: undefined,
    redisKeyPrefix: `${first.config.redisKeyPrefix}${merchantCode}:`,
  };
  const { app, platform } = await buildPlatformServer(config, {
    ...platformOptions,
    ...(first.pgSchema ? { pgSchema: first.pgSchema } : {}),
    trustProxy: ['127.0.0.1'],
    answerCheck: checkAnswer,
  });
  CONFIGS.set(app, config);
  return {
    app,
    platform,
    config,
    ...(first.pgSchema ? { pgSchema: first.pgSchema } : {}),
    close: async () => {
      await app.close();
    },
  };
}

/** An address the bundled IP database places in Bangladesh, and one in the United States. */
export const BANGLADESH_IP = '103.4.145.1';
export const US_IP = '8.8.8.8';
