/** The points reward call (spec 7 "reward"): what settled bets earned the member, in total and per point type. */
import { POINT_TYPES } from '../../../contract/calls/points.ts';
import type { PlatformContext } from '../../context.ts';
import { pointsAccount } from './book.ts';
import { earnedByType } from './repository.ts';

type PointType = (typeof POINT_TYPES)[number];

export async function pointsRewards(ctx: PlatformContext, memberId: number) {
  const rows = await earnedByType(ctx.db, ctx.dialect, await pointsAccount(ctx, memberId));
  const types = rows
    .filter((row): row is typeof row & { type: PointType } => (POINT_TYPES as readonly string[]).includes(row.type))
    .map((row) => ({ type: row.type, points: BigInt(row.points) }))
    .sort((a, b) => POINT_TYPES.indexOf(a.type) - POINT_TYPES.indexOf(b.type));
  const earned = types.reduce((sum, row) => sum + row.points, 0n);
  return { earned: earned.toString(), types: types.map((row) => ({ type: row.type, points: row.points.toString() })) };
}
