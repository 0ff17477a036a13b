/**
 * Redis first, the database when Redis cannot be reached: a call that Redis does not answer is counted in the
 * database instead (database-rate-limiter.ts), so limits keep holding across processes while Redis is down and
 * the platform keeps serving. Counts made during an outage stay in the database until their windows close; the
 * first calls after Redis returns count there afresh, so a window that spans the switch may allow up to twice its
 * limit once. Money never depends on either: the seamless wallet uses no limiter.
 */
import type { RateLimiter, WindowCount } from './rate-limiter.ts';

export class FallbackRateLimiter implements RateLimiter {
  private readonly primary: RateLimiter;
  private readonly fallback: RateLimiter;
  private readonly onFallback: (error: unknown) => void;
  private down = false;

  constructor(primary: RateLimiter, fallback: RateLimiter, onFallback: (error: unknown) => void = () => {}) {
    this.primary = primary;
    this.fallback = fallback;
    this.onFallback = onFallback;
  }

  private async either<T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    try {
      const answer = await call(this.primary);
      this.down = false;
      return answer;
    } catch (error) {
      // Said once per outage, not once per call.
      if (!this.down) this.onFallback(error);
      this.down = true;
      return call(this.fallback);
    }
  }

  hit(key: string, windowMs: number, limit?: number): Promise<WindowCount> {
    return this.either((limiter) => limiter.hit(key, windowMs, limit));
  }

  peek(key: string): Promise<WindowCount> {
    return this.either((limiter) => limiter.peek(key));
  }

  reset(key: string): Promise<void> {
    return this.either((limiter) => limiter.reset(key));
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}
