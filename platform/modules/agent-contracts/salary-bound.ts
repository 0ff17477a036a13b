/**
 * The house's real-time salaries as a return on turnover (issue 30): a real-time salary pays a share of the team's
 * turnover on every game, so its best tier counts against each category's house edge like cashback and points.
 * Only the house's own contracts (no upline) count: a contract between two agents is paid from the upline's money.
 */
import type { PlatformContext } from '../../context.ts';

function bestTierBp(tiersJson: string): number {
  try {
    const tiers = JSON.parse(tiersJson) as { value?: unknown }[];
    return Math.max(0, ...tiers.map((t) => Number(t.value)).filter((v) => Number.isFinite(v)));
  } catch {
    return 0;
  }
}

/** The best tier of the house's offered or running real-time salaries, in basis points of turnover. */
export async function houseSalaryBp(ctx: PlatformContext): Promise<number> {
  const rows = await ctx.db
    .selectFrom('agent_contracts')
    .select('tiers')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('type', '=', 'realtime')
    .where('upline_id', 'is', null)
    .where('status', 'in', ['offered', 'active'])
    .execute();
  return Math.max(0, ...rows.map((r) => bestTierBp(r.tiers)));
}

/** The house's salary return with one more real-time contract of these tiers. */
export async function houseSalaryWith(ctx: PlatformContext, tiers: readonly { value: string | number }[]) {
  return Math.max(await houseSalaryBp(ctx), ...tiers.map((t) => Number(t.value)));
}
