/**
 * Merchant settings with a short time-to-live, so that every page request can consult them
 * without a database read, and an operator's change is seen within the TTL without a restart.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadMerchantSettings, type MerchantSettings } from './repository.ts';

export class SettingsCache {
  private value: MerchantSettings | undefined;
  private loadedAt = 0;
  private pending: Promise<MerchantSettings> | undefined;

  private readonly db: Kysely<Database>;
  private readonly merchantCode: string;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(db: Kysely<Database>, merchantCode: string, ttlMs: number, now: () => number = Date.now) {
    this.db = db;
    this.merchantCode = merchantCode;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  async get(): Promise<MerchantSettings> {
    if (this.value && this.now() - this.loadedAt < this.ttlMs) return this.value;
    // One reload at a time; concurrent callers share it.
    this.pending ??= loadMerchantSettings(this.db, this.merchantCode)
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
    this.loadedAt = 0;
  }
}
