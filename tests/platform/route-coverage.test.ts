/**
 * Every route the platform registers under /wps and /lgw has a declared call (contract/calls), so the site,
 * the tests and the OpenAPI document all see it; the few that are not envelope calls are named with why.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/calls/index.ts';
import { getPlatformConfig } from '../../platform/config.ts';
import { createPlatform, type Platform } from '../../platform/app.ts';

/** Routes that are not calls of the site: each answers something other than an envelope, or is not the site's to call. */
const EXCEPTIONS: Record<string, string> = {
  'GET /wps/chat/events': 'a stream of server-sent events, not one envelope',
  'GET /wps/chat/socket': 'a WebSocket of chat notices (the live channel tried first), not one envelope',
  'GET /wps/chat/attachments/:id': 'image bytes of a chat message',
  'POST /wps/deposit/notify/:gateway':
    "the payment gateway's signed notification: the gateway calls it, never the site",
  'GET /wps/member/records.csv': "the records call's rows as a CSV download, not an envelope",
  'GET /wps/dev/outbox': 'the development outbox: demo mode only, loopback only, never called by the site',
  'GET /wps/docs': 'this document as a readable page (demo mode only)',
  'GET /wps/docs/openapi.json': 'the OpenAPI document itself (demo mode only)',
};

const key = (method: string, url: string) => `${method} ${url}`;

describe('route coverage', () => {
  let platform: Platform;
  let dir: string;
  const routes = new Set<string>();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-coverage-'));
    // Demo mode, so the demo-only routes are registered and must be named too.
    const config = getPlatformConfig({ SQLITE_PATH: path.join(dir, 'test.db') });
    platform = await createPlatform(config);
    const app = Fastify();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && /^\/(wps|lgw)\//.test(route.url)) routes.add(key(method, route.url));
      }
    });
    await platform.routes(app);
    await app.ready();
    await app.close();
  });

  afterAll(async () => {
    await platform?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds a declared call for every route under /wps and /lgw, besides the named exceptions', () => {
    const declared = new Set(CALLS.map((call) => key(call.method, call.path)));
    const named = new Set(Object.keys(EXCEPTIONS));
    const missing = [...routes].filter((route) => !declared.has(route) && !named.has(route)).sort();
    expect(routes.size).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('declares no call the platform does not serve, and names no exception that is gone', () => {
    const unserved = [...CALLS.map((call) => key(call.method, call.path)), ...Object.keys(EXCEPTIONS)].filter(
      (route) => !routes.has(route),
    );
    expect(unserved).toEqual([]);
  });
});
