import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../platform/limits/memory-rate-limiter.ts';
import { over } from '../../platform/limits/rate-limiter.ts';

describe('MemoryRateLimiter under floods of distinct keys', () => {
  it('keeps a key at its limit through two floods that each fill the map many times over', async () => {
    let clock = 0;
    const limiter = new MemoryRateLimiter(() => clock, 1_000);
    for (let i = 0; i < 61; i += 1) await limiter.hit('login-ip-attempts:A', 900_000, 60);
    for (const flood of ['one', 'two'])
      for (let i = 0; i < 20_000; i += 1) await limiter.hit(`captcha-ip:${flood}${i}`, 60_000, 60);
    expect(over(await limiter.hit('login-ip-attempts:A', 900_000, 60), 60)).toBe(true);
    // A key at its limit (count equal to it) is kept too: forgetting it would let `limit` more calls through.
    await limiter.hit('sms-cooldown:B', 300_000, 1);
    for (let i = 0; i < 5_000; i += 1) await limiter.hit(`x${i}`, 60_000, 20);
    expect(over(await limiter.hit('sms-cooldown:B', 300_000, 1), 1)).toBe(true);
    // When the window closes, the key starts again.
    clock += 900_001;
    expect((await limiter.hit('login-ip-attempts:A', 900_000, 60)).count).toBe(1);
  });

  it('refuses new keys rather than forget one at its limit when even the hard cap is full, and recovers when windows close', async () => {
    let clock = 0;
    const limiter = new MemoryRateLimiter(() => clock, 100);
    for (let i = 0; i < 400; i += 1) await limiter.hit(`cooldown:${i}`, 60_000, 1);
    const refused = await limiter.hit('newcomer', 60_000, 60);
    expect(over(refused, 60)).toBe(true);
    for (let i = 0; i < 400; i += 50) expect(over(await limiter.hit(`cooldown:${i}`, 60_000, 1), 1)).toBe(true);
    clock += 60_001;
    expect((await limiter.hit('newcomer', 60_000, 60)).count).toBe(1);
  });
});
