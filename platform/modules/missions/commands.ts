/**
 * `missions list|add|close|open`: the operator's side of missions (platform/modules/missions). A mission is
 * measured in its period (the player's day, or the ISO week) from deposits, settled bets and logins; its reward
 * is paid through the ledger when the member claims it, once per period.
 */
import type { PlatformContext } from '../../context.ts';
import { CATEGORIES } from '../games/index.ts';
import { formatMinor, parseMajor } from '../../../contract/minor-units.ts';
import * as repo from './repository.ts';
import type { MissionKind, MissionPeriod } from './tables.ts';
import { UsageError, type Command } from '../../operator-command.ts';

const USAGE = [
  'missions list',
  'missions add daily|weekly deposit|bet|rounds|login <target: amount, rounds or days> <reward amount> [CATEGORY]',
  'missions close|open <mission id>',
].join(' | ');

const PERIODS: readonly MissionPeriod[] = ['daily', 'weekly'];
const KINDS: readonly MissionKind[] = ['deposit', 'bet', 'rounds', 'login'];
const DAYS_IN: Record<MissionPeriod, number> = { daily: 1, weekly: 7 };

function money(text: string | undefined, what: string): bigint {
  const minor = parseMajor(text ?? '');
  if (minor === null || minor <= 0n)
    throw new UsageError(`expected ${what} like 500 or 12.50, got ${text ?? 'nothing'}`);
  return minor;
}

function count(text: string | undefined, what: string, max: number): bigint {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0 || n > max)
    throw new UsageError(`expected ${what} from 1 to ${max}, got ${text ?? 'nothing'}`);
  return BigInt(n);
}

function idOf(text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0 || n > 2 ** 31 - 1)
    throw new UsageError(`expected a mission id, got ${text ?? 'nothing'}`);
  return n;
}

/** How a mission reads for the operator: "daily: bet 200.00 on RNG -> 10.00". */
function describe(m: repo.MissionRow): string {
  const target =
    m.kind === 'deposit' || m.kind === 'bet'
      ? formatMinor(m.target)
      : `${m.target} ${m.kind === 'rounds' ? 'round(s)' : 'consecutive day(s)'}`;
  const on = m.kind === 'bet' || m.kind === 'rounds' ? ` on ${m.category ?? 'any game'}` : '';
  return `#${m.id} ${m.period.padEnd(6)} ${m.kind} ${target}${on} -> ${formatMinor(m.rewardMinor)} (${m.state})`;
}

async function add(ctx: PlatformContext, [periodText, kindText, targetText, rewardText, categoryText]: string[]) {
  const period = PERIODS.find((p) => p === periodText);
  if (!period) throw new UsageError(`expected daily or weekly, got ${periodText ?? 'nothing'}`);
  const kind = KINDS.find((k) => k === kindText);
  if (!kind) throw new UsageError(`expected a kind (${KINDS.join(', ')}), got ${kindText ?? 'nothing'}`);
  const target =
    kind === 'deposit' || kind === 'bet'
      ? money(targetText, 'a target amount')
      : kind === 'rounds'
        ? count(targetText, 'a number of rounds', 100_000)
        : count(targetText, 'a number of consecutive days', DAYS_IN[period]);
  const reward = money(rewardText, 'a reward amount');
  let category: string | null = null;
  if (categoryText !== undefined) {
    if (kind !== 'bet' && kind !== 'rounds') throw new UsageError(`a ${kind} mission takes no game category`);
    category = categoryText.toUpperCase();
    if (!(CATEGORIES as readonly string[]).includes(category))
      throw new UsageError(`expected a game category (${CATEGORIES.join(', ')}), got ${categoryText}`);
  }
  const id = await repo.insertMission(ctx.db, {
    merchant_code: ctx.config.merchantCode,
    period,
    kind,
    target,
    category,
    reward_minor: reward,
    state: 'open',
    sort: 100,
    created_at: new Date(ctx.now()).toISOString(),
  });
  const [row] = (await repo.missionsOf(ctx.db, ctx.config.merchantCode, false)).filter((m) => m.id === id);
  return `added ${describe(row!)}`;
}

async function run(ctx: PlatformContext, [action, ...rest]: string[]): Promise<string> {
  const merchant = ctx.config.merchantCode;
  switch (action) {
    case 'list': {
      const missions = await repo.missionsOf(ctx.db, merchant, false);
      return missions.length ? missions.map(describe).join('\n') : 'no missions';
    }
    case 'add':
      return add(ctx, rest);
    case 'close':
    case 'open': {
      const id = idOf(rest[0]);
      const state = action === 'open' ? 'open' : 'closed';
      if (!(await repo.setMissionState(ctx.db, merchant, id, state))) throw new UsageError(`no mission #${id}`);
      return `mission #${id} ${state}`;
    }
    default:
      throw new UsageError(`unknown missions action ${action ?? ''}`);
  }
}

export const MISSION_COMMANDS: Record<string, Command> = {
  missions: { usage: USAGE, run },
};
