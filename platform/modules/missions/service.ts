/**
 * Missions (issue 17, missionLeaderboard; docs/decisions.md "Missions"). The merchant's daily and weekly
 * missions, each measured for its current period from what really happened: paid deposits and settled bets as
 * the ledger recorded them, and the days the member logged in on.
 *
 * Exactly once: a claim is the ledger transfer `mission:<mission>:<period>:<member>`, and in its own transaction
 * it writes the claim row whose primary key is (mission, period, member). Parallel claims name the same transfer:
 * one moves the money, the others get its answer; a claim after that is refused as already claimed.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MessageLanguage } from '../../http/language.ts';
import type { MemberRow } from '../identity/index.ts';
import { categoryTitle, isCategory } from '../games/index.ts';
import { maskUsername } from '../lottery-board/index.ts';
import { IdempotencyConflictError } from '../ledger/index.ts';
import { systemWallet } from '../wallet/index.ts';
import { periodAt, type PeriodWindow } from './periods.ts';
import { progressOf, type Measured } from './progress.ts';
import * as repo from './repository.ts';
import type { MissionPeriod } from './tables.ts';

const LEADERBOARD_SIZE = 10;

interface Windows {
  daily: PeriodWindow;
  weekly: PeriodWindow;
}

const windowsAt = (now: number): Windows => ({ daily: periodAt('daily', now), weekly: periodAt('weekly', now) });

async function measuredIn(ctx: PlatformContext, member: MemberRow, window: PeriodWindow): Promise<Measured> {
  const merchant = ctx.config.merchantCode;
  const fromIso = new Date(window.fromMs).toISOString();
  const toIso = new Date(window.endMs).toISOString();
  const [depositMinor, bets, loginDays] = await Promise.all([
    repo.depositedIn(ctx.db, merchant, member.id, fromIso, toIso),
    repo.settledBetsIn(ctx.db, merchant, member.id, fromIso, toIso),
    repo.loginDaysIn(ctx.db, member.id, window.firstDay, window.lastDay),
  ]);
  return { depositMinor, ...bets, loginDays };
}

function categoryName(category: string | null, language: MessageLanguage): string | null {
  if (!category) return null;
  return isCategory(category) ? categoryTitle(category, language) : category;
}

/** Every open mission with the member's progress in its current period. */
async function missionStates(ctx: PlatformContext, member: MemberRow, language: MessageLanguage) {
  const now = ctx.now();
  const windows = windowsAt(now);
  const missions = await repo.missionsOf(ctx.db, ctx.config.merchantCode, true);
  const periods = new Set(missions.map((m) => m.period));
  const measured = new Map<MissionPeriod, Measured>();
  for (const period of periods) measured.set(period, await measuredIn(ctx, member, windows[period]));
  const claimed = await repo.claimedKeys(ctx.db, member.id, [windows.daily.key, windows.weekly.key]);
  const states = missions.map((mission) => {
    const window = windows[mission.period];
    const progress = progressOf(mission, measured.get(mission.period)!);
    const isClaimed = claimed.has(`${mission.id}:${window.key}`);
    return {
      id: mission.id,
      period: mission.period,
      kind: mission.kind,
      category: mission.category,
      categoryName: categoryName(mission.category, language),
      target: mission.target.toString(),
      progress: progress.value.toString(),
      percent: progress.percent,
      done: progress.done,
      claimed: isClaimed,
      claimable: progress.done && !isClaimed,
      rewardMinor: mission.rewardMinor.toString(),
      periodKey: window.key,
      periodEndsAt: new Date(window.endMs).toISOString(),
    };
  });
  return { windows, states };
}

export type MissionState = Awaited<ReturnType<typeof missionStates>>['states'][number];

/** The mission page: every open mission with its progress, and how many can be claimed now (the menu's badge). */
export async function missionSummary(ctx: PlatformContext, member: MemberRow, language: MessageLanguage) {
  const settings = await ctx.settings.get();
  const { windows, states } = await missionStates(ctx, member, language);
  return {
    currencySymbol: settings.currencySymbol,
    periods: {
      daily: { key: windows.daily.key, endsAt: new Date(windows.daily.endMs).toISOString() },
      weekly: { key: windows.weekly.key, endsAt: new Date(windows.weekly.endMs).toISOString() },
    },
    openCount: states.filter((s) => s.claimable).length,
    missions: states,
  };
}

/** The completed missions not claimed yet (the reward centre lists them beside cashback). */
export async function claimableMissions(
  ctx: PlatformContext,
  member: MemberRow,
  language: MessageLanguage,
): Promise<MissionState[]> {
  return (await missionStates(ctx, member, language)).states.filter((s) => s.claimable);
}

/** Pays a completed mission's reward once per period; not done, already claimed or unknown is refused. */
export async function claimMission(
  ctx: PlatformContext,
  member: MemberRow,
  missionId: number,
  language: MessageLanguage,
) {
  const { states } = await missionStates(ctx, member, language);
  const state = states.find((s) => s.id === missionId);
  if (!state) throw new PlatformError(404, 'mission_unknown');
  if (state.claimed) throw new PlatformError(409, 'mission_claimed');
  if (!state.done) throw new PlatformError(400, 'mission_not_done');
  const id = `mission:${state.id}:${state.periodKey}:${member.id}`;
  const settings = await ctx.settings.get();
  const [poolId, mainId] = await Promise.all([
    systemWallet(ctx, 'mission'),
    ctx.ledger.memberAccount(member.id, settings.currency, 'main'),
  ]);
  let paid: bigint;
  try {
    const result = await ctx.ledger.transfer({
      id,
      code: 'mission_reward',
      debitAccountId: poolId,
      creditAccountId: mainId,
      amountMinor: BigInt(state.rewardMinor),
      metadata: { mission: state.id, period: state.periodKey },
      alsoInTransaction: async (trx, moved) => {
        await repo.insertClaim(trx, {
          id,
          merchant_code: ctx.config.merchantCode,
          mission_id: state.id,
          period_key: state.periodKey,
          member_id: member.id,
          reward_minor: BigInt(state.rewardMinor),
          created_at: moved.createdAt,
        });
      },
    });
    paid = BigInt(result.amountMinor);
  } catch (error) {
    // The operator changed the reward between a twin's claim and this one: the twin's claim stands.
    if (error instanceof IdempotencyConflictError) throw new PlatformError(409, 'mission_claimed');
    throw error;
  }
  return { claimedMinor: paid.toString(), summary: await missionSummary(ctx, member, language) };
}

/** The period's leaderboard: members by missions claimed in it (then reward), names masked, the member's own rank and figures. */
export async function missionLeaderboard(ctx: PlatformContext, member: MemberRow, period: MissionPeriod) {
  const settings = await ctx.settings.get();
  const window = periodAt(period, ctx.now());
  const fromIso = new Date(window.fromMs).toISOString();
  const toIso = new Date(window.endMs).toISOString();
  const merchant = ctx.config.merchantCode;
  const [rows, mine, rank] = await Promise.all([
    repo.leaders(ctx.db, merchant, fromIso, toIso, LEADERBOARD_SIZE),
    repo.memberClaimsIn(ctx.db, member.id, fromIso, toIso),
    repo.memberRank(ctx.db, merchant, member.id, fromIso, toIso),
  ]);
  return {
    currencySymbol: settings.currencySymbol,
    period,
    periodKey: window.key,
    periodEndsAt: new Date(window.endMs).toISOString(),
    rows: rows.map((r, i) => ({
      rank: i + 1,
      name: maskUsername(r.username),
      missions: r.missions,
      rewardMinor: r.rewardMinor.toString(),
      me: r.memberId === member.id,
    })),
    // The member's own place even outside the top rows, so everyone sees where they stand.
    mine: { rank, missions: mine.missions, rewardMinor: mine.rewardMinor.toString() },
  };
}
