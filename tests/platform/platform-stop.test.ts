/**
 * Stopping the platform while a background job is half-way through a pass: the close waits for the pass (which
 * takes no more work once the server is closing) before the database goes, so nothing is logged as a failure and
 * nothing is thrown after the close; what the pass had not reached stays open for the next start.
 * The job here is the lottery draw (a keno draw with many tickets, each settled by a seamless call), caught while
 * its tickets are being settled.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORES, startTestPlatform } from './harness.ts';
import { caller, nextIp } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { lotteryGame } from '../../platform/vendor/index.ts';

const keno = lotteryGame('lotus-keno')!;
/** Enough tickets that settling them takes a while (one seamless call each), so the close lands mid-pass. */
const TICKETS = 30;

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(STORES)('platform stop on %s', (store) => {
  // Its own limit: a platform started, thirty tickets bought through the seamless wallet, a draw waited for.
  it('waits for a lottery draw under way: no error is logged or thrown after the close', {
    timeout: 60_000,
  }, async () => {
    // Ten seconds into a keno minute, so its sales are open.
    let clock = (Math.floor(Date.now() / keno.periodMs) + 1) * keno.periodMs + 10_000;
    const t = await startTestPlatform(store, { now: () => clock, redis: false });
    let closed = false;
    try {
      const api = caller(t.app, () => clock);
      const db = t.platform.context.db;
      await COMMANDS['credit-bonus']!.run(t.platform.context, ['demoplayer', '5000', 'stop', 'test']);
      const token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token as string;
      const launched = await api.call({
        method: 'POST',
        url: '/wps/game/launchLotto',
        token,
        payload: {
          lottoArea: 'ELOTT',
          launchMode: 'LOTT',
          lottoGameCode: 'lotus-keno',
          lottoView: 'betting',
          device: 'WEB',
          backUrl: '/elott',
          language: 'en',
        },
      });
      const session = new URL(launched.body.value.game_url, 'http://x').searchParams.get('session')!;
      let drawId = '';
      let drawAt = 0;
      for (let i = 0; i < TICKETS; i += 1) {
        const bought = await t.app.inject({
          method: 'POST',
          url: `/vendor/lotto/${keno.vassalage}/${keno.code}/ticket`,
          payload: { session, lang: 'en', betType: 'pick1', numbers: [String((i % 80) + 1)], stakeMinor: '100' },
        });
        expect(bought.statusCode, bought.body).toBe(200);
        ({ drawAt } = bought.json());
        drawId = bought.json().ticket.drawId;
      }
      const states = async () => {
        const rows = await db.selectFrom('lottery_tickets').select('state').where('draw_id', '=', drawId).execute();
        return { open: rows.filter((r) => r.state === 'open').length, total: rows.length };
      };
      expect(await states()).toEqual({ open: TICKETS, total: TICKETS });

      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const rejections: unknown[] = [];
      const onRejection = (reason: unknown) => rejections.push(reason);
      process.on('unhandledRejection', onRejection);
      try {
        // The draw falls due; the server's own draw tick (every second) takes it and settles ticket after ticket.
        clock = drawAt + 1_000;
        await vi.waitFor(
          async () => {
            const { open } = await states();
            expect(open).toBeLessThan(TICKETS);
          },
          { timeout: 15_000, interval: 5 },
        );
        const before = await states();
        // The pass is under way: some tickets settled, others not yet.
        expect(before.open).toBeGreaterThan(0);

        await t.close();
        closed = true;
        // Longer than a draw tick and a sweep's first run: anything still running after the close would show here.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        expect(errors.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
        expect(warnings.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
        expect(rejections.map(String)).toEqual([]);
      } finally {
        process.off('unhandledRejection', onRejection);
      }
    } finally {
      if (!closed) await t.close();
    }
  });
});
