/**
 * Starting on a database (issue 30): a new SQLite file is readable by its owner only (0600), and production refuses
 * to start on a database the demo seeded (its published accounts would sign in), saying why and what to do; a
 * fresh database starts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { getPlatformConfig } from '../../platform/config.ts';
import { createPlatform } from '../../platform/app.ts';
import { ConfigurationError } from '../../platform/environment.ts';
import { dropPgSchema, ensurePgSchema } from '../../platform/db/database.ts';
import { productionEnv } from '../support/production-env.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-start-'));
const pgUrl = process.env.DATABASE_URL;
const schemas: string[] = [];

afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const schema of schemas) await dropPgSchema(pgUrl!, schema);
});

/** Starts the platform as the server does, then stops it; answers the start's error, if any. */
async function start(env: Record<string, string>, pgSchema?: string): Promise<unknown> {
  try {
    const platform = await createPlatform(getPlatformConfig(env), { pgSchema, contractSettlements: false });
    await platform.close();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('a new SQLite database', () => {
  it('is created readable by its owner only, and production refuses it once the demo seeded it', async () => {
    const file = path.join(dir, 'demo', 'platform.db');
    expect(await start({ MODE: 'demo', SQLITE_PATH: file, SECRETS_PATH: path.join(dir, 'secrets.json') })).toBe(
      undefined,
    );
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    for (const companion of [`${file}-wal`, `${file}-shm`])
      if (fs.existsSync(companion)) expect(fs.statSync(companion).mode & 0o077).toBe(0);

    const refused = await start({ ...productionEnv(), SQLITE_PATH: file });
    expect(refused).toBeInstanceOf(ConfigurationError);
    expect((refused as Error).message).toMatch(
      /Cannot start in production mode[\s\S]*the database holds the demo's published accounts \(.*demoagent.*\)[\s\S]*merchant create/,
    );

    const fresh = path.join(dir, 'real', 'platform.db');
    expect(await start({ ...productionEnv(), SQLITE_PATH: fresh })).toBe(undefined);
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o600);
  });
});

describe.runIf(pgUrl)('a PostgreSQL database', () => {
  it('the demo seeded is refused in production', async () => {
    const schema = `start_${randomBytes(4).toString('hex')}`;
    schemas.push(schema);
    await ensurePgSchema(pgUrl!, schema);
    expect(
      await start({ MODE: 'demo', DATABASE_URL: pgUrl!, SECRETS_PATH: path.join(dir, 'pg-secrets.json') }, schema),
    ).toBe(undefined);
    const refused = await start({ ...productionEnv(), DATABASE_URL: pgUrl! }, schema);
    expect(refused).toBeInstanceOf(ConfigurationError);
    expect((refused as Error).message).toMatch(/demo's published accounts/);
  });
});
