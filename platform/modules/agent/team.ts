/**
 * The agent centre's reports (spec 2): the team overview, the tree, team betting and profit and loss per downline.
 * Every figure is the ledger's postings of the agent's own downline, summed by the running totals the ledger's
 * trigger keeps (report-repository.ts); amounts leave as minor-unit text.
 */
import type { PlatformContext } from '../../context.ts';
import type { MemberRow } from '../identity/index.ts';
import { period } from '../records/index.ts';
import type { TeamCategory } from '../../../contract/calls/agent.ts';
import { requireInTeam } from './access.ts';
import * as repo from './repository.ts';
import { teamFlows, teamPlay } from './report-repository.ts';

interface Period {
  from: string;
  to: string;
}

interface Paging {
  page: number;
  size: number;
}

/** Where the database cuts the page out of the list. */
function pageOf({ page, size }: Paging) {
  return { offset: (page - 1) * size, limit: size };
}

/** The page's place in a list of `total` rows, as every paged answer states it. */
function pageFields(total: number, { page, size }: Paging) {
  return { page, pageCount: Math.max(1, Math.ceil(total / size)), total };
}

async function scope(ctx: PlatformContext, agent: MemberRow, p: Period) {
  const settings = await ctx.settings.get();
  const { fromIso, toIso } = period(p.from, p.to, ctx.now());
  return {
    dialect: ctx.dialect,
    agentId: agent.id,
    merchantCode: ctx.config.merchantCode,
    currency: settings.currency,
    currencySymbol: settings.currencySymbol,
    fromIso,
    toIso,
    fromDay: p.from,
    toDay: p.to,
  };
}

export async function overview(ctx: PlatformContext, agent: MemberRow, p: Period) {
  const s = await scope(ctx, agent, p);
  const [counts, flows] = await Promise.all([
    repo.teamCounts(ctx.db, agent.id, s.fromIso, s.toIso),
    teamFlows(ctx.db, s),
  ]);
  // Bets and withdrawals are debits of the members' wallets (negative postings); shown as positive amounts.
  const bets = -flows.bet;
  const payouts = flows.win + flows.refund;
  return {
    currencySymbol: s.currencySymbol,
    from: p.from,
    to: p.to,
    members: counts.members,
    activeMembers: flows.bettors,
    newMembers: counts.newMembers,
    depositsMinor: flows.deposit.toString(),
    withdrawalsMinor: (-flows.withdrawal).toString(),
    betsMinor: bets.toString(),
    payoutsMinor: payouts.toString(),
    netMinor: (payouts - bets).toString(),
  };
}

export async function members(
  ctx: PlatformContext,
  agent: MemberRow,
  q: { parent?: string; search?: string } & Paging,
) {
  const settings = await ctx.settings.get();
  const parent = q.parent ? await requireInTeam(ctx, agent, q.parent) : null;
  const { rows, total } = await repo.teamMembers(ctx.db, {
    agentId: agent.id,
    merchantCode: ctx.config.merchantCode,
    currency: settings.currency,
    parentId: parent?.id ?? null,
    search: q.search || null,
    ...pageOf(q),
  });
  return {
    currencySymbol: settings.currencySymbol,
    ...pageFields(total, q),
    items: rows.map((r) => ({
      username: r.username,
      accountType: Number(r.account_type),
      level: Number(r.level),
      upline: r.upline,
      status: r.status,
      balanceMinor: repo.big(r.balance_minor).toString(),
      lastLoginAt: r.last_login_at,
      createdAt: r.created_at,
      downlineCount: Number(repo.big(r.downline_count)),
    })),
  };
}

export async function betting(ctx: PlatformContext, agent: MemberRow, q: Period & Paging & { category: TeamCategory }) {
  const s = await scope(ctx, agent, q);
  const play = await teamPlay(ctx.db, {
    ...s,
    ...pageOf(q),
    category: q.category === 'all' ? null : q.category,
    memberId: null,
    byCategory: true,
  });
  return {
    currencySymbol: s.currencySymbol,
    ...pageFields(play.total, q),
    items: play.rows.map((r) => ({
      username: r.username,
      level: r.level,
      category: r.category,
      bets: r.bets,
      stakeMinor: r.stake.toString(),
      payoutMinor: r.payout.toString(),
    })),
    totals: { bets: play.bets, stakeMinor: play.stake.toString(), payoutMinor: play.payout.toString() },
  };
}

export async function profit(
  ctx: PlatformContext,
  agent: MemberRow,
  q: Period & Paging & { category: TeamCategory; username?: string },
) {
  const s = await scope(ctx, agent, q);
  const one = q.username ? await requireInTeam(ctx, agent, q.username) : null;
  const play = await teamPlay(ctx.db, {
    ...s,
    ...pageOf(q),
    category: q.category === 'all' ? null : q.category,
    memberId: one?.id ?? null,
    byCategory: false,
  });
  return {
    currencySymbol: s.currencySymbol,
    ...pageFields(play.total, q),
    items: play.rows.map((r) => ({
      username: r.username,
      level: r.level,
      stakeMinor: r.stake.toString(),
      payoutMinor: r.payout.toString(),
      profitMinor: (r.payout - r.stake).toString(),
    })),
    totals: {
      stakeMinor: play.stake.toString(),
      payoutMinor: play.payout.toString(),
      profitMinor: (play.payout - play.stake).toString(),
    },
  };
}
