/** The seamless wallet for one platform: resolves what a call needs outside the transaction, then runs it in one. */
import type pg from 'pg';
import type { PlatformContext } from '../../context.ts';
import { tokenHash } from '../accounts/tokens.ts';
import { toMinor } from '../ledger/money.ts';
import { systemWallet } from '../wallet/accounts.ts';
import * as repo from './repository.ts';
import { liveSession } from './game-sessions.ts';
import { callRunner, type CallRunner } from './runner.ts';
import type { CreditInput, DebitInput, RollbackInput } from './inputs.ts';
import type { SeamlessAnswer } from './refusals.ts';
import { EnabledVendors } from './vendors.ts';

export class SeamlessWallet {
  private readonly ctx: PlatformContext;
  private readonly run: CallRunner;
  readonly vendors: EnabledVendors;
  // House account ids never change once made; asking the database on every bet would be a query for nothing.
  private readonly houses = new Map<string, Promise<number>>();

  /** `pool`: PostgreSQL's, when the platform runs on it (a later bet is a statement prepared on its connections). */
  constructor(ctx: PlatformContext, pool?: pg.Pool) {
    this.ctx = ctx;
    this.run = callRunner({ db: ctx.db, dialect: ctx.dialect, merchant: ctx.config.merchantCode, sqlitePath: ctx.config.sqlitePath, pool });
    this.vendors = new EnabledVendors(ctx.db, ctx.config.merchantCode, ctx.config.settingsTtlMs, ctx.now);
  }

  private house(vendor: string): Promise<number> {
    let id = this.houses.get(vendor);
    if (!id) {
      id = systemWallet(this.ctx, 'house', vendor);
      this.houses.set(vendor, id);
      id.catch(() => this.houses.delete(vendor));
    }
    return id;
  }

  /** What every money call carries besides its own input: resolved here, once, outside any transaction. */
  private async common(vendor: string) {
    const [settings, houseAccountId] = await Promise.all([this.ctx.settings.get(), this.house(vendor)]);
    return { vendor, currency: settings.currency, houseAccountId, now: this.ctx.now() };
  }

  async balance(vendor: string, session: string): Promise<SeamlessAnswer> {
    const settings = await this.ctx.settings.get();
    const live = await liveSession(this.ctx.db, tokenHash(session), vendor, this.ctx.now());
    const main = await repo.mainAccountOf(this.ctx.db, this.ctx.config.merchantCode, live.member_id);
    return { status: 200, body: { balanceMinor: (main ? toMinor(main.balance_minor) : 0n).toString(), currency: settings.currency, player: String(live.member_id) } };
  }

  async debit(vendor: string, input: DebitInput): Promise<SeamlessAnswer> {
    return this.run.run({ ...(await this.common(vendor)), op: 'debit', input, sessionHash: tokenHash(input.session) });
  }

  async credit(vendor: string, input: CreditInput): Promise<SeamlessAnswer> {
    return this.run.run({ ...(await this.common(vendor)), op: 'credit', input });
  }

  async rollback(vendor: string, input: RollbackInput): Promise<SeamlessAnswer> {
    return this.run.run({ ...(await this.common(vendor)), op: 'rollback', input });
  }

  /** Answers the calls in flight, then stops the SQLite writer thread. */
  close(): Promise<void> {
    return this.run.close();
  }
}
