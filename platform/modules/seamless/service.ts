/** The seamless wallet for one platform: resolves what a call needs outside the transaction, then runs it in one. */
import type pg from 'pg';
import type { PlatformContext } from '../../context.ts';
import { tokenHash } from '../identity/index.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { memberWallet } from '../ledger/index.ts';
import { systemWallet } from '../wallet/index.ts';
import { practiceBook } from '../practice/index.ts';
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
    this.run = callRunner({
      db: ctx.db,
      dialect: ctx.dialect,
      merchant: ctx.config.merchantCode,
      sessionIdleMs: ctx.config.sessionIdleMs,
      sqlitePath: ctx.config.sqlitePath,
      pool,
    });
    this.vendors = new EnabledVendors(ctx.db, ctx.config.merchantCode, ctx.config.settingsTtlMs, ctx.now);
  }

  /** The vendor's house in the real book, or in the practice book: made once, then remembered. */
  private house(vendor: string, practice = false): Promise<number> {
    const key = practice ? `practice:${vendor}` : vendor;
    let id = this.houses.get(key);
    if (!id) {
      id = practice ? practiceBook(this.ctx).house(vendor) : systemWallet(this.ctx, 'house', vendor);
      this.houses.set(key, id);
      id.catch(() => this.houses.delete(key));
    }
    return id;
  }

  /** What every money call carries besides its own input: resolved here, once, outside any transaction. */
  private async common(vendor: string) {
    const [settings, houseAccountId, practiceHouseAccountId] = await Promise.all([
      this.ctx.settings.get(),
      this.house(vendor),
      this.house(vendor, true),
    ]);
    return { vendor, currency: settings.currency, houseAccountId, practiceHouseAccountId, now: this.ctx.now() };
  }

  /** The session's wallet balance: a practice session's is the trial's practice money, flagged so. */
  async balance(vendor: string, session: string): Promise<SeamlessAnswer> {
    const settings = await this.ctx.settings.get();
    const scope = { merchant: this.ctx.config.merchantCode, sessionIdleMs: this.ctx.config.sessionIdleMs };
    const live = await liveSession(this.ctx.db, scope, tokenHash(session), vendor, this.ctx.now());
    const merchant = this.ctx.config.merchantCode;
    const practice = live.practice === 1;
    const wallet = await memberWallet(this.ctx.db, merchant, live.member_id, practice ? 'practice' : 'main');
    const balanceMinor = (wallet ? toMinor(wallet.balance_minor) : 0n).toString();
    return {
      status: 200,
      body: {
        balanceMinor,
        currency: settings.currency,
        player: String(live.member_id),
        ...(practice ? { practice: true } : {}),
      },
    };
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
