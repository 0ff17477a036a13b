/** The operator's rank change: a member set to a level of the ladder, recorded as such; no upgrade bonus is paid. */
import type { PlatformContext } from '../../context.ts';
import { rankAt, sortedLadder } from './ladder.ts';
import * as repo from './repository.ts';

export async function setRank(
  ctx: PlatformContext,
  memberId: number,
  level: number,
): Promise<{ from: number; label: string }> {
  const ladder = await repo.ladderOf(ctx.db, ctx.config.merchantCode);
  if (!sortedLadder(ladder).some((r) => r.level === level)) throw new RangeError(`the ladder has no level ${level}`);
  const from = await repo.rankOfMember(ctx.db, memberId);
  const label = rankAt(ladder, level).nameEn;
  const at = new Date(ctx.now()).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.moveRank(trx, { memberId, to: level, label, reason: 'operator', at }, { any: true });
  });
  return { from, label };
}
