/** My income (spec 2): what the agent was paid in a period, by source, read from its main wallet's postings by code. */
import type { PlatformContext } from '../../context.ts';
import type { MemberRow } from '../identity/index.ts';
import { period } from '../records/index.ts';
import { AGENT_INCOME_CODES } from './income-codes.ts';
import { incomeByCode } from './repository.ts';

export async function income(ctx: PlatformContext, agent: MemberRow, p: { from: string; to: string }) {
  const settings = await ctx.settings.get();
  const { fromIso, toIso } = period(p.from, p.to, ctx.now());
  const rows = await incomeByCode(ctx.db, {
    memberId: agent.id,
    merchantCode: ctx.config.merchantCode,
    codes: AGENT_INCOME_CODES,
    fromIso,
    toIso,
  });
  return {
    currencySymbol: settings.currencySymbol,
    totalMinor: rows.reduce((n, r) => n + r.total, 0n).toString(),
    sources: rows.map((r) => ({ code: r.code, payments: r.payments, amountMinor: r.total.toString() })),
  };
}
