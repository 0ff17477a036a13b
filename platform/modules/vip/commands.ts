/**
 * `vip ranks|set|review`: the operator's side of the VIP centre. `ranks` lists the ladder with its thresholds and
 * benefits; `set` puts a member at a level (no upgrade bonus: bonuses come from reaching a level); `review` runs
 * the monthly review now for a finished month (default: last month), once per member and month however often.
 */
import type { PlatformContext } from '../../context.ts';
import { memberByUsername } from '../identity/index.ts';
import { formatMinor } from '../../../contract/minor-units.ts';
import { ladderProblem, MONTH_PATTERN, sortedLadder } from './ladder.ts';
import { setRank } from './operator.ts';
import { ladderOf } from './repository.ts';
import { reviewMonth } from './review.ts';
import { UsageError, type Command } from '../../operator-command.ts';

const USAGE = 'vip ranks | vip set <username> <level> | vip review [yyyy-MM, default last month]';

async function run(ctx: PlatformContext, [action, first, second]: string[]): Promise<string> {
  const merchant = ctx.config.merchantCode;
  switch (action) {
    case 'ranks': {
      const ladder = sortedLadder(await ladderOf(ctx.db, merchant));
      // A ladder whose thresholds fall as the level rises would let a member skip a level: said, not hidden.
      const problem = ladderProblem(ladder);
      const lines = ladder
        .map(
          (r) =>
            `${String(r.level).padStart(2)} ${r.nameEn.padEnd(9)} deposits ${formatMinor(r.depositMinor)} or turnover ${formatMinor(r.turnoverMinor)} a month; bonus ${formatMinor(r.bonusMinor)}; withdraw ${formatMinor(r.withdrawDailyMinor)} in ${r.withdrawDailyCount} a day`,
        )
        .join('\n');
      return problem ? `${lines}\nWARNING: ${problem}` : lines;
    }
    case 'set': {
      const member = first ? await memberByUsername(ctx.db, merchant, first) : undefined;
      if (!member) throw new UsageError(`no member ${first ?? ''}`);
      if (member.trial === 1) throw new UsageError(`${first} is a trial account: trial accounts have no VIP level`);
      const level = Number(second);
      const ladder = await ladderOf(ctx.db, merchant);
      if (!second || !Number.isInteger(level) || !ladder.some((r) => r.level === level))
        throw new UsageError(
          `expected a level of the ladder (${ladder.map((r) => r.level).join(', ')}), got ${second ?? 'nothing'}`,
        );
      const { from, label } = await setRank(ctx, member.id, level);
      return `${member.username}: level ${from} -> ${level} (${label})`;
    }
    case 'review': {
      if (first !== undefined && !MONTH_PATTERN.test(first))
        throw new UsageError(`expected a month yyyy-MM, got ${first}`);
      try {
        const report = await reviewMonth(ctx, first);
        const lowered = report.lowered.map((l) => `${l.username} ${l.from} -> ${l.to}`);
        return [
          `${report.month}: reviewed ${report.reviewed} (kept ${report.kept}, lowered ${report.lowered.length}), skipped ${report.skipped} (reviewed before, moved this month, or joined later)`,
          ...lowered,
        ].join('\n');
      } catch (error) {
        if (error instanceof RangeError) throw new UsageError(error.message);
        throw error;
      }
    }
    default:
      throw new UsageError(`unknown vip action ${action ?? ''}`);
  }
}

export const VIP_COMMANDS: Record<string, Command> = {
  vip: { usage: USAGE, run },
};
