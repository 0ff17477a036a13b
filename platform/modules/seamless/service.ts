/** The seamless wallet for one platform: resolves what a call needs outside the transaction, then runs it in one. */
import type { PlatformContext } from '../../context.ts';
import { tokenHash } from '../accounts/tokens.ts';
import { toMinor } from '../ledger/money.ts';
import { systemWallet } from '../wallet/accounts.ts';
import * as repo from './repository.ts';
import { liveSession } from './game-sessions.ts';
import * as operations from './operations.ts';
import type { CallScope } from './operations.ts';
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
  private readonly mainAccounts = new Map<number, number>();

  constructor(ctx: PlatformContext) {
    this.ctx = ctx;
    this.run = callRunner(ctx.db, ctx.dialect);
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

  private async inScope(vendor: string, call: (scope: CallScope) => Promise<SeamlessAnswer>): Promise<SeamlessAnswer> {
    const [settings, houseAccountId] = await Promise.all([this.ctx.settings.get(), this.house(vendor)]);
    return this.run((trx) => call({
      trx, ledger: this.ctx.ledger, merchant: this.ctx.config.merchantCode, vendor, currency: settings.currency, houseAccountId,
      now: this.ctx.now(), lockRows: this.ctx.dialect === 'postgres', mainAccounts: this.mainAccounts,
    }));
  }

  async balance(vendor: string, session: string): Promise<SeamlessAnswer> {
    const settings = await this.ctx.settings.get();
    const live = await liveSession(this.ctx.db, tokenHash(session), vendor, this.ctx.now());
    const main = await repo.mainAccountOf(this.ctx.db, this.ctx.config.merchantCode, live.member_id);
    return { status: 200, body: { balanceMinor: (main ? toMinor(main.balance_minor) : 0n).toString(), currency: settings.currency, player: String(live.member_id) } };
  }

  debit(vendor: string, input: DebitInput): Promise<SeamlessAnswer> {
    const hash = tokenHash(input.session);
    return this.inScope(vendor, (scope) => operations.debit(scope, input, hash));
  }

  credit(vendor: string, input: CreditInput): Promise<SeamlessAnswer> {
    return this.inScope(vendor, (scope) => operations.credit(scope, input));
  }

  rollback(vendor: string, input: RollbackInput): Promise<SeamlessAnswer> {
    return this.inScope(vendor, (scope) => operations.rollback(scope, input));
  }
}
