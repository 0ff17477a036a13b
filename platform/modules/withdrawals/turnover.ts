/**
 * The turnover rule, read from the ledger (repository.turnoverFigures): every deposit since the member's last
 * withdrawal adds the merchant's percentage of it to what must be staked, and every settled bet since the first
 * of those deposits counts, whichever wallet it came from (the main wallet through the seamless wallet, or a
 * transfer-mode vendor's wallet), net of rollbacks. Without any deposit nothing is owed (money from bonuses or
 * transfers carries no deposit turnover here).
 */
import type { PlatformContext } from '../../context.ts';
import type { MemberRow } from '../identity/index.ts';
import { turnoverFigures } from '../ledger/index.ts';

export interface Turnover {
  requiredMinor: bigint;
  doneMinor: bigint;
}

export async function turnoverOf(ctx: PlatformContext, member: MemberRow, percent: number): Promise<Turnover> {
  const figures = await turnoverFigures(ctx.db, ctx.config.merchantCode, member.id);
  return { requiredMinor: (figures.depositsMinor * BigInt(percent)) / 100n, doneMinor: figures.betsMinor };
}
