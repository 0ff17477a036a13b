/** Which vendors are enabled for the merchant, cached briefly: every vendor call asks, and it changes rarely. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enabledVendorCodes } from './repository.ts';

export class EnabledVendors {
  private readonly db: Kysely<Database>;
  private readonly merchant: string;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private cached: { at: number; codes: Promise<Set<string>> } | undefined;

  constructor(db: Kysely<Database>, merchant: string, ttlMs: number, now: () => number) {
    this.db = db;
    this.merchant = merchant;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  async has(vassalage: string): Promise<boolean> {
    const now = this.now();
    if (!this.cached || now - this.cached.at > this.ttlMs) {
      const codes = enabledVendorCodes(this.db, this.merchant).then((rows) => new Set(rows.map((r) => r.vassalage)));
      this.cached = { at: now, codes };
      codes.catch(() => {
        this.cached = undefined;
      });
    }
    return (await this.cached.codes).has(vassalage);
  }
}
