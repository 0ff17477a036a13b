/** A member's wallets in the ledger: the main wallet and one per game vendor, in the merchant's currency. */
import type { PlatformContext } from '../../context.ts';
import type { MemberRow } from '../identity/index.ts';

export async function mainWallet(ctx: PlatformContext, member: MemberRow): Promise<number> {
  const settings = await ctx.settings.get();
  return ctx.ledger.memberAccount(member.id, settings.currency, 'main');
}

export async function vendorWallet(ctx: PlatformContext, member: MemberRow, vassalage: string): Promise<number> {
  const settings = await ctx.settings.get();
  return ctx.ledger.memberAccount(member.id, settings.currency, 'vendor', vassalage);
}

/** A system account (gateway, payout, bonus, adjustment, house) in the merchant's currency. */
export async function systemWallet(ctx: PlatformContext, kind: string, vendor = ''): Promise<number> {
  const settings = await ctx.settings.get();
  return ctx.ledger.systemAccount(kind, settings.currency, vendor);
}
