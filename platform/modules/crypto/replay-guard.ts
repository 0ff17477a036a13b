/**
 * The replay guard of encrypted bodies: each message nonce is let in once inside its window. It must never
 * forget a nonce before the window ends (issue 12 §2: a flood of other keys evicted them from the shared limiter),
 * so when the in-process guard is full it refuses new messages ("busy") instead of dropping old ones.
 */
import type { RateLimiter } from '../../limits/rate-limiter.ts';

export type Claim = 'fresh' | 'seen' | 'full';

export interface ReplayGuard {
  /** Records the nonce for ttlMs; 'seen' when it is already recorded, 'full' when there is no room to record it. */
  claim(nonce: string, ttlMs: number): Promise<Claim>;
}

/** In-process: a bounded map of nonces to their expiry, oldest first. */
export class MemoryReplayGuard implements ReplayGuard {
  private readonly expiries = new Map<string, number>();
  private readonly now: () => number;
  private readonly capacity: number;

  constructor(now: () => number, capacity = 200_000) {
    this.now = now;
    this.capacity = capacity;
  }

  async claim(nonce: string, ttlMs: number): Promise<Claim> {
    const now = this.now();
    const expiry = this.expiries.get(nonce);
    if (expiry !== undefined && expiry > now) return 'seen';
    this.expiries.delete(nonce);
    if (this.expiries.size >= this.capacity) this.dropExpired(now);
    if (this.expiries.size >= this.capacity) return 'full';
    this.expiries.set(nonce, now + ttlMs);
    return 'fresh';
  }

  /** Every nonce gets the same window, so insertion order is expiry order: stop at the first live one. */
  private dropExpired(now: number): void {
    for (const [nonce, expiry] of this.expiries) {
      if (expiry > now) break;
      this.expiries.delete(nonce);
    }
  }
}

/** Shared by several processes through the Redis limiter: Redis keeps a key until its expiry (never evicted by other keys). */
export class LimiterReplayGuard implements ReplayGuard {
  private readonly limiter: RateLimiter;

  constructor(limiter: RateLimiter) {
    this.limiter = limiter;
  }

  async claim(nonce: string, ttlMs: number): Promise<Claim> {
    const uses = await this.limiter.hit(`body-nonce:${nonce}`, ttlMs, 1);
    return uses.count > 1 ? 'seen' : 'fresh';
  }
}
