/**
 * The idle-session clean-up (issue 14): a scheduled job, started with the platform and stopped with it, that
 * deletes login sessions past their idle time and keeps live and remembered ones; two processes on one database
 * running it at once remove each row once. The rows are read from the database: over HTTP an idle session is
 * refused whether or not its row is still there.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeIdleSessions } from '../../platform/modules/identity/session-cleanup.ts';
import { STORES, startSiblingPlatform, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';

const MINUTE = 60_000;

describe.each(STORES)('idle session clean-up on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.now();
  const now = () => clock;
  beforeAll(async () => {
    // This process keeps the real 15-minute schedule: only its start-up run happens during the test.
    t = await startTestPlatform(store, { now });
    api = caller(t.app, now);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function login(remember = false): Promise<string> {
    const res = await api.sealed(
      '/wps/session/login',
      { username: 'demoplayer', password: 'Demo1234', type: 'username', remember },
      { ip: nextIp() },
    );
    expect(res.status).toBe(200);
    return res.body.value.token as string;
  }
  /** How many idle-expiring (not remembered) and remembered session rows the database holds. */
  async function rows() {
    const all = await t.platform.context.db.selectFrom('sessions').select(['expires_at']).execute();
    return {
      idle: all.filter((r) => r.expires_at === null).length,
      remembered: all.filter((r) => r.expires_at !== null).length,
    };
  }
  const idleTime = () => t.config.sessionIdleMs;

  it('deletes sessions past their idle time on its schedule, keeping live and remembered ones', async () => {
    // A second process on the same database with a fast schedule stands in for 15 minutes passing.
    const fast = await startSiblingPlatform(t, t.config.merchantCode, {
      now,
      sessionCleanupEveryMs: 100,
      jobs: ['idle session clean-up'],
    });
    try {
      const before = await rows();
      await login();
      await login(true);
      // Fresh sessions survive the runs meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await rows()).toEqual({ idle: before.idle + 1, remembered: before.remembered + 1 });
      clock += idleTime() + MINUTE;
      const live = await login();
      await vi.waitFor(async () => expect((await rows()).idle).toBe(1), { timeout: 10_000, interval: 100 });
      expect((await rows()).remembered).toBe(before.remembered + 1);
      expect((await api.call({ method: 'GET', url: '/wps/member/info', token: live })).status).toBe(200);
    } finally {
      await fast.close();
    }
  });

  it('a test platform starts no periodic job it was not asked for, however short its schedule', async () => {
    const quiet = await startSiblingPlatform(t, t.config.merchantCode, { now, sessionCleanupEveryMs: 50 });
    try {
      const before = (await rows()).idle;
      await login();
      clock += idleTime() + MINUTE;
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await rows()).idle).toBe(before + 1);
      expect(await removeIdleSessions(t.platform.context)).toBe(before + 1);
    } finally {
      await quiet.close();
    }
  });

  it('stops with its platform, and two processes running it at once remove each idle session once', async () => {
    const second = await startSiblingPlatform(t, t.config.merchantCode, { now });
    try {
      const before = (await rows()).idle;
      await login();
      await login();
      clock += idleTime() + MINUTE;
      // Nothing deletes them meanwhile: the fast schedule stopped with its platform, the others wait 15 minutes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await rows()).idle).toBe(before + 2);
      const removed = await Promise.all([
        removeIdleSessions(t.platform.context),
        removeIdleSessions(second.platform.context),
      ]);
      expect(removed[0] + removed[1]).toBe(before + 2);
      expect((await rows()).idle).toBe(0);
      expect(
        await Promise.all([removeIdleSessions(t.platform.context), removeIdleSessions(second.platform.context)]),
      ).toEqual([0, 0]);
    } finally {
      await second.close();
    }
  });
});
