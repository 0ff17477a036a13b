/**
 * Counting events per key in fixed windows: the one shape behind rate limits, login lockouts and the
 * replay guard of encrypted bodies. In-process by default; Redis when several processes must share counts.
 */
export interface WindowCount {
  /** Events counted in the current window, this one included for hit(). */
  count: number;
  /** Milliseconds until the window closes (0 when no window is open). */
  resetInMs: number;
}

export interface RateLimiter {
  /**
   * Counts one event under key; a window opens at the key's first event and lasts windowMs. `limit` is the
   * caller's limit for the key (refused past it; default 1): a bounded in-process store keeps a window that has
   * reached it until it closes, whatever else arrives.
   */
  hit(key: string, windowMs: number, limit?: number): Promise<WindowCount>;
  /** The current count without adding one. */
  peek(key: string): Promise<WindowCount>;
  /** Forgets the key (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** True when the count has gone past the limit. */
export function over(count: WindowCount, limit: number): boolean {
  return count.count > limit;
}
