/**
 * The turnover rule, computed from the ledger: bets placed since the member's last deposit must reach the
 * merchant's percentage of that deposit. Without any deposit nothing is owed (money from bonuses or transfers
 * carries no deposit turnover here).
 */
import type { PlatformContext } from '../../context.ts';
import type { MemberRow } from '../accounts/repository.ts';
import { toMinor } from '../ledger/money.ts';

export interface Turnover {
  requiredMinor: bigint;
  doneMinor: bigint;
}

export async function turnoverOf(ctx: PlatformContext, member: MemberRow, percent: number): Promise<Turnover> {
  const accounts = await ctx.db.selectFrom('ledger_accounts').select(['id', 'kind']).where('member_id', '=', member.id).execute();
  const main = accounts.filter((a) => a.kind === 'main').map((a) => a.id);
  const vendors = accounts.filter((a) => a.kind === 'vendor').map((a) => a.id);
  if (!main.length) return { requiredMinor: 0n, doneMinor: 0n };
  const deposit = await ctx.db.selectFrom('ledger_transfers').select(['amount_minor', 'created_at'])
    .where('code', '=', 'deposit').where('kind', '=', 'posted').where('credit_account_id', 'in', main)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  if (!deposit) return { requiredMinor: 0n, doneMinor: 0n };
  const required = (toMinor(deposit.amount_minor) * BigInt(percent)) / 100n;
  if (!vendors.length) return { requiredMinor: required, doneMinor: 0n };
  // Settled bets only: a bet is a posted transfer, or the posting of a held one.
  const bets = await ctx.db.selectFrom('ledger_transfers').select((eb) => eb.fn.sum<string | number | bigint>('amount_minor').as('total'))
    .where('code', '=', 'bet').where('kind', 'in', ['posted', 'post']).where('debit_account_id', 'in', vendors)
    .where('created_at', '>=', deposit.created_at).executeTakeFirst();
  return { requiredMinor: required, doneMinor: toMinor(bets?.total ?? 0) };
}
