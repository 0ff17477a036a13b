/**
 * A first production start (issue 30): on a new database with no merchant, pages answer the setup page (503, in the
 * address's language, no internal message) and API calls a typed refusal; `ops merchant create` validates its
 * fields, refuses a code that exists, and creates the merchant the same server then serves. SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnvironment } from '../../platform/environment.ts';
import { dropPgSchema, ensurePgSchema } from '../../platform/db/database.ts';
import { serverConfigFrom } from '../../src/server/config.ts';
import { buildSiteServer } from '../../src/server/app.ts';
import { productionEnv } from '../support/production-env.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-create-'));
const pgUrl = process.env.DATABASE_URL;
const schemas: string[] = [];

// A stand-in for the built site: the home pages as files, and an Astro handler that is never reached here.
const dist = path.join(dir, 'dist');
fs.mkdirSync(path.join(dist, 'client', 'en'), { recursive: true });
fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
fs.writeFileSync(path.join(dist, 'client', 'index.html'), '<!doctype html><title>home</title><h1>হোম</h1>');
fs.writeFileSync(path.join(dist, 'client', 'en', 'index.html'), '<!doctype html><title>home</title><h1>Home</h1>');
fs.writeFileSync(
  path.join(dist, 'server', 'entry.mjs'),
  'export const handler = async () => { throw new Error("not rendered in this test"); };\n',
);

afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const schema of schemas) await dropPgSchema(pgUrl!, schema);
});

function ops(env: Record<string, string>, args: string[]) {
  const run = spawnSync(process.execPath, [path.resolve('platform/ops/cli.ts'), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

function opsAsync(env: Record<string, string>, args: string[]) {
  return new Promise<{ status: number | null; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.resolve('platform/ops/cli.ts'), ...args],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
      (error, out, err) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, out, err }),
    );
  });
}

async function site(env: Record<string, string>) {
  return buildSiteServer(serverConfigFrom(readEnvironment(env)), env);
}

const CREATE = ['merchant', 'create', '--name', 'Lotus Bazi', '--code', 'lotus', '--currency', 'BDT', '--languages'];

async function firstStart(store: Record<string, string>) {
  const env = { ...productionEnv(), ...store, MERCHANT_CODE: 'lotus', DIST_DIR: dist, LOG_LEVEL: 'silent' };

  // Before the merchant exists: the setup page in each language, and a typed refusal from the API.
  const before = await site(env);
  try {
    for (const [url, lang, text] of [
      ['/', 'bn', 'সাইটটি এখনও চালু হয়নি'],
      ['/en/', 'en', 'This site is not set up yet'],
      ['/en/promotions', 'en', 'This site is not set up yet'],
    ] as const) {
      const page = await before.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(text);
      expect(page.body).toContain('npm run ops -- merchant create');
      expect(page.body).not.toMatch(/does not exist|MerchantNotFound|at .*\.ts:\d+/);
    }
    const api = await before.inject({ method: 'GET', url: '/wps/system/permission', headers: { language: 'en' } });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ success: false, code: 'merchant_not_set_up' });
    expect(api.json().message).toContain('merchant create');
    expect(api.body).not.toMatch(/does not exist/);
    const apiBn = await before.inject({ method: 'GET', url: '/wps/system/permission', headers: { language: 'bn' } });
    expect(apiBn.json().message).toContain('মার্চেন্ট');
  } finally {
    await before.close();
  }

  // Each field validated, nothing created.
  for (const [args, reason] of [
    [[...CREATE.slice(0, 4), '--code', 'bad code!', '--currency', 'BDT', '--languages', 'bn,en'], /--code must be/],
    [[...CREATE.slice(0, 2), '--name', 'x', ...CREATE.slice(4), 'bn,en'], /--name must be/],
    [[...CREATE.slice(0, 6), '--currency', 'XYZ', '--languages', 'bn,en'], /--currency must be one .*BDT/],
    [[...CREATE, 'bn,fr'], /no pages in fr/],
    [[...CREATE, 'en'], /--languages must list each/],
    [CREATE.slice(0, 6), /--currency must be/],
    [[...CREATE, 'bn,en', '--colour', 'red'], /unexpected argument --colour/],
  ] as const) {
    const run = ops(env, [...args]);
    expect(run.status, run.err).toBe(2);
    expect(run.err).toMatch(reason);
  }
  // Another verb before the merchant exists says what to do first.
  const early = ops(env, ['show']);
  expect(early.status).toBe(1);
  expect(early.err).toContain('merchant lotus does not exist: create it first with merchant create');
  expect(early.err).not.toMatch(/\n\s+at /);
  const stillNone = await site(env);
  expect((await stillNone.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
  await stillNone.close();

  // Two operators at once: one creates it, the other is told it exists.
  const [first, second] = await Promise.all([opsAsync(env, [...CREATE, 'bn,en']), opsAsync(env, [...CREATE, 'bn,en'])]);
  expect([first.status, second.status].sort()).toEqual([0, 2]);
  const created = first.status === 0 ? first : second;
  expect(created.out).toContain('merchant lotus (Lotus Bazi, BDT');
  const again = ops(env, [...CREATE.slice(0, 2), '--name', 'Other', ...CREATE.slice(4), 'bn,en']);
  expect(again.status).toBe(2);
  expect(again.err).toContain('a merchant with code lotus already exists');

  // The production server now starts and serves the merchant: its pages, its settings, registration rules and countries.
  const after = await site(env);
  try {
    const home = await after.inject({ method: 'GET', url: '/en/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Home</h1>');
    const permission = await after.inject({ method: 'GET', url: '/wps/system/permission' });
    expect(permission.statusCode).toBe(200);
    expect(permission.json().value).toMatchObject({ systemStatus: 0 });
    expect(JSON.stringify(permission.json().value)).toContain('BDT');
    // The settings a real start needs: registration rules and the country list (not the demo's content).
    for (const url of ['/wps/system/setting/register', '/wps/system/countries', '/wps/system/whitelabel']) {
      const answer = await after.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(JSON.stringify(answer.json().value).length, url).toBeGreaterThan(50);
    }
  } finally {
    await after.close();
  }
}

describe('a first production start', () => {
  it('on SQLite: setup page, then ops merchant create, then the merchant is served', async () => {
    await firstStart({ SQLITE_PATH: path.join(dir, 'sqlite', 'platform.db') });
  }, 120_000);

  it.runIf(pgUrl)(
    'on PostgreSQL: the same',
    async () => {
      const schema = `merchant_${randomBytes(4).toString('hex')}`;
      schemas.push(schema);
      await ensurePgSchema(pgUrl!, schema);
      await firstStart({ DATABASE_URL: pgUrl!, DATABASE_SCHEMA: schema });
    },
    120_000,
  );
});
