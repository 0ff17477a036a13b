import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import type { CounterRule } from '../../platform/limits/attempt-counters.ts';

const RULE: CounterRule = { windowMs: 60_000, lockAfter: 5, lockMs: 60_000, maxLockMs: 60_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(STORES)('attempt counters on %s', (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store);
  });
  afterAll(() => t.close());

  it('lets a burst of right secrets through however slowly each is judged: a lock they set is lifted by them', async () => {
    // A loaded machine judges a burst round by round (each right one clears the lock the fifth set). Rounds of
    // 1.5 s make the burst outlast any fixed wait; the waiting ones must keep waiting while judgements finish.
    const key = `test:slow-burst:${store}`;
    const replies = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.platform.context.attempts.attempt(key, RULE, async (reservation) => {
          if (!reservation.reserved) return { right: false, value: 'refused' };
          await sleep(1_500);
          return { right: true, value: 'judged' };
        }),
      ),
    );
    expect(replies.filter((r) => r === 'refused')).toHaveLength(0);
    expect(await t.platform.context.attempts.lockedFor(key)).toBe(0);
  }, 60_000);

  it('lets bursts of right secrets judged in a few milliseconds through, round after round', async () => {
    // Fast judgements race the refused ones: the last judgement can clear the key between a refused attempt's
    // read of the lock and its look at what is still in flight. 40 bursts of 20, each judged in 0–3 ms.
    for (let round = 0; round < 40; round += 1) {
      const key = `test:fast-burst:${store}:${round}`;
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.platform.context.attempts.attempt(key, RULE, async (reservation) => {
            if (!reservation.reserved) return { right: false, value: 'refused' };
            await sleep(Math.floor(Math.random() * 4));
            return { right: true, value: 'judged' };
          }),
        ),
      );
      expect(
        replies.filter((r) => r === 'refused'),
        `round ${round}`,
      ).toHaveLength(0);
    }
  }, 120_000);

  it('still refuses while a lock stands that nothing in flight will lift', async () => {
    const key = `test:wrong-burst:${store}`;
    const wrong = async () =>
      t.platform.context.attempts.attempt(key, RULE, async (reservation) => ({
        right: false,
        value: reservation.reserved ? (reservation.locked ? 'locked-now' : 'wrong') : 'refused',
      }));
    const first = await Promise.all(Array.from({ length: 5 }, wrong));
    expect(first.sort()).toEqual(['locked-now', 'wrong', 'wrong', 'wrong', 'wrong']);
    expect(await wrong()).toBe('refused');
    expect(await t.platform.context.attempts.lockedFor(key)).toBeGreaterThan(0);
  });
});
