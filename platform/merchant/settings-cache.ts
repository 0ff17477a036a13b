/**
 * Merchant settings with a short time-to-live, so that every page request can consult them
 * without a database read, and an operator's change is seen within the TTL without a restart.
 */
import type { MerchantSettings } from './repository.ts';

export class SettingsCache {
  private value: MerchantSettings | undefined;
  private loadedAt = 0;
  private pending: Promise<MerchantSettings> | undefined;
  private readonly load: () => Promise<MerchantSettings>;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(load: () => Promise<MerchantSettings>, ttlMs: number, now: () => number = Date.now) {
    this.load = load;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  async get(): Promise<MerchantSettings> {
    if (this.value && this.now() - this.loadedAt < this.ttlMs) return this.value;
    // One reload at a time; concurrent callers share it.
    this.pending ??= this.load()
      .then((settings) => {
        this.value = settings;
        this.loadedAt = this.now();
        return settings;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** Forget the cached copy (after a change made by this process). */
  invalidate(): void {
    this.value = undefined;
  }
}
