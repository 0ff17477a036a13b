/**
 * The in-process RateLimiter: a map of windows with a size cap, driven by an injectable clock.
 *
 * A flood of distinct keys must never make it forget a key that is limiting (issue 30: a second flood reset the
 * per-address login limit). So when the map is full it drops, in this order: closed windows, then open windows
 * still under their limit (oldest first; forgetting one costs at most a few more calls for that key); a window
 * at its limit is never dropped. Windows at their limit may fill the map past its size up to HARD_FACTOR times
 * it; past that, a new key is answered as over any limit and not stored, until the first of them closes: memory
 * stays bounded and no limit lifts early; the cost of such a flood falls on new keys (refused calls), never on a
 * limit being forgotten.
 */
import type { RateLimiter, WindowCount } from './rate-limiter.ts';

interface Window {
  count: number;
  resetAt: number;
  /** The caller's limit: at this count the next call is refused, so the window must be kept until it closes. */
  limit: number;
}

/** The count a key gets when there is no room to count it: over every limit in use. */
const NO_ROOM = Number.MAX_SAFE_INTEGER;
/** How far past maxKeys windows at their limit may fill the map (about 150 bytes each: 400,000 are some 60 MB). */
const HARD_FACTOR = 4;

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;
  private readonly maxKeys: number;
  /** Past maxKeys, the map is scanned again only after this many new keys (or once a window at its limit closes). */
  private skipScans = 0;
  private fullUntil = 0;

  constructor(now: () => number = Date.now, maxKeys = 100_000) {
    this.now = now;
    this.maxKeys = maxKeys;
  }

  async hit(key: string, windowMs: number, limit = 1): Promise<WindowCount> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys && !this.makeRoom(now)) return { count: NO_ROOM, resetInMs: windowMs };
      window = { count: 0, resetAt: now + windowMs, limit };
      this.windows.set(key, window);
    }
    window.count += 1;
    window.limit = Math.min(window.limit, limit);
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /**
   * Drops closed windows and windows under their limit down to nine tenths of maxKeys; true when there is room
   * for one more (up to the hard cap when the rest are all at their limit).
   */
  private makeRoom(now: number): boolean {
    const hardCap = this.maxKeys * HARD_FACTOR;
    if (this.skipScans > 0 && now < this.fullUntil) {
      this.skipScans -= 1;
      return this.windows.size < hardCap;
    }
    const target = Math.floor(this.maxKeys * 0.9);
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Map order is insertion order: the oldest windows under their limit go first.
    for (const [key, window] of this.windows) {
      if (this.windows.size <= target) break;
      if (window.count < window.limit) this.windows.delete(key);
    }
    if (this.windows.size < this.maxKeys) return true;
    // Everything left is at its limit: scanning again on every new key would cost a pass over the map each;
    // once per tenth of maxKeys new keys (or when the first of them closes) keeps the cost per call constant.
    let earliest = Number.POSITIVE_INFINITY;
    for (const window of this.windows.values()) earliest = Math.min(earliest, window.resetAt);
    this.fullUntil = earliest;
    this.skipScans = Math.ceil(this.maxKeys / 10);
    return this.windows.size < hardCap;
  }
}
