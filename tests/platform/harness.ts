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

export type StoreName = 'sqlite' | 'postgres';

export const STORES: StoreName[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestPlatform {
  app: FastifyInstance;
  platform: Platform;
  config: PlatformConfig;
  close(): Promise<void>;
}

export interface TestPlatformOptions extends Pick<PlatformOptions, 'now' | 'identities'> {
  /** Share limits through Redis when REDIS_URL is set (default). Tests that move the clock past a limit's window turn it off: Redis keeps real time. */
  redis?: boolean;
}

export async function startTestPlatform(store: StoreName, { redis = true, ...options }: TestPlatformOptions = {}): Promise<TestPlatform> {
  const id = randomBytes(6).toString('hex');
  if (store === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const schema = `t_${id}`;
    await ensurePgSchema(url, schema);
    // Uploads of this run go to a directory of its own, removed with it.
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-uploads-'));
    // The PostgreSQL run also shares its limits through Redis when REDIS_URL is set: the several-process setup.
    const config = {
      ...getPlatformConfig({ DATABASE_URL: url, REDIS_URL: redis ? process.env.REDIS_URL ?? '' : '', REDIS_PREFIX: `test:${id}:`, UPLOAD_DIR: uploads }),
      settingsTtlMs: 0,
    };
    const { app, platform } = await buildPlatformServer(config, { ...options, pgSchema: schema, trustProxy: ['127.0.0.1'] });
    return {
      app, platform, config,
      close: async () => { await app.close(); await dropPgSchema(url, schema); fs.rmSync(uploads, { recursive: true, force: true }); },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const config = { ...getPlatformConfig({ SQLITE_PATH: path.join(dir, 'test.db') }), settingsTtlMs: 0 };
  const { app, platform } = await buildPlatformServer(config, { ...options, trustProxy: ['127.0.0.1'] });
  return { app, platform, config, close: async () => { await app.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

/** An address the bundled IP database places in Bangladesh, and one in the United States. */
export const BANGLADESH_IP = '103.4.145.1';
export const US_IP = '8.8.8.8';
