/**
 * Money a player moved into a seamless vendor's wallet (before vendors had a wallet mode, every vendor showed a
 * transfer wallet) cannot be bet there: the vendor's games play the main wallet. This returns it, each wallet as
 * one vendor_out transfer through the ledger. It runs at the platform's start and when an operator makes a vendor
 * seamless. The transfer id names the wallet and its latest posting, so processes starting together move the
 * money once (the others get the ledger's replay), and a wallet that somehow fills again later gets a new id.
 */
import type { PlatformContext } from '../../context.ts';
import { seamlessVendorCodes } from '../games/index.ts';
import { IdempotencyConflictError, InsufficientFundsError, vendorWalletsWithMoney } from '../ledger/index.ts';
import { toMinor } from '../../../contract/minor-units.ts';

/** What a run moved, as far as it knows: a twin's replay of the same transfer counts here too. */
export interface SeamlessReturn {
  wallets: number;
  amountMinor: bigint;
}

export async function returnSeamlessWallets(ctx: PlatformContext, onlyVendor?: string): Promise<SeamlessReturn> {
  const merchant = ctx.config.merchantCode;
  const seamless = await seamlessVendorCodes(ctx.db, merchant);
  const vendors = onlyVendor ? seamless.filter((v) => v === onlyVendor) : seamless;
  const done: SeamlessReturn = { wallets: 0, amountMinor: 0n };
  const wallets = await vendorWalletsWithMoney(ctx.db, merchant, vendors);
  // A new production database has no merchant yet (nothing is seeded there), and so no wallets to return.
  if (wallets.length === 0) return done;
  const settings = await ctx.settings.get();
  for (const wallet of wallets) {
    const amount = toMinor(wallet.balance_minor) - toMinor(wallet.held_minor);
    const main = await ctx.ledger.memberAccount(wallet.member_id!, settings.currency, 'main');
    try {
      await ctx.ledger.transfer({
        id: `seamless-return:${wallet.id}:${wallet.last_posting_id ?? 0}`,
        code: 'vendor_out',
        debitAccountId: wallet.id,
        creditAccountId: main,
        amountMinor: amount,
        metadata: { vassalage: wallet.vendor, seamlessReturn: true },
      });
      done.wallets += 1;
      done.amountMinor += amount;
    } catch (error) {
      // The wallet moved meanwhile (another process returned it first, or the player's own "all back"): the next run sees its new state.
      if (error instanceof InsufficientFundsError || error instanceof IdempotencyConflictError) continue;
      throw error;
    }
  }
  return done;
}
