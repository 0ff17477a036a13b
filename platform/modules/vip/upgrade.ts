/**
 * Moving a member up (issue 17). The month's deposits and settled turnover decide the level reached; every level
 * passed on the way pays its upgrade bonus as the ledger transfer `vip:upgrade:<member>:<level>` (code
 * vip_bonus), so a level's bonus is paid once in a member's life: 20 parallel deposits, a repeated evaluation or
 * a level reached again after a review name the same transfer, and the ledger moves the money once.
 *
 * The bonus is paid before the rank moves: a failure between the two is healed by the next evaluation (the
 * transfer replays, the rank moves), whereas a rank moved first would never pay the levels it passed.
 *
 * It runs inside the requests that change the totals (a paid deposit's notification) and the ones that read the
 * rank (the VIP centre, a withdrawal), never on a timer: nothing moves while nobody acts (docs/decisions.md).
 */
import type { PlatformContext } from '../../context.ts';
import { IdempotencyConflictError } from '../ledger/index.ts';
import { systemWallet } from '../wallet/index.ts';
import { levelsPassed, monthBounds, playerMonth, rankAt, reachedLevel, type Rank } from './ladder.ts';
import * as repo from './repository.ts';

export interface Upgrade {
  from: number;
  to: number;
  /** Levels whose bonus this evaluation found paid (by itself or a twin). */
  bonusLevels: number[];
}

export function upgradeTransferId(memberId: number, level: number): string {
  return `vip:upgrade:${memberId}:${level}`;
}

async function payBonus(ctx: PlatformContext, memberId: number, rank: Rank): Promise<void> {
  const id = upgradeTransferId(memberId, rank.level);
  const settings = await ctx.settings.get();
  const [pool, main] = await Promise.all([
    systemWallet(ctx, 'vip'),
    ctx.ledger.memberAccount(memberId, settings.currency, 'main'),
  ]);
  try {
    await ctx.ledger.transfer({
      id,
      code: 'vip_bonus',
      debitAccountId: pool,
      creditAccountId: main,
      amountMinor: rank.bonusMinor,
      metadata: { level: rank.level },
      alsoInTransaction: async (trx, moved) => {
        await repo.insertUpgrade(trx, {
          memberId,
          level: rank.level,
          transferId: id,
          bonusMinor: rank.bonusMinor,
          at: moved.createdAt,
        });
      },
    });
  } catch (error) {
    // Paid before under another amount (the operator changed the ladder since): paid is paid.
    if (!(error instanceof IdempotencyConflictError)) throw error;
  }
}

/** Moves a real member up to the level their month reached, paying each level's bonus once. */
export async function upgradeIfReached(ctx: PlatformContext, memberId: number): Promise<Upgrade> {
  const member = await ctx.db
    .selectFrom('members')
    .select(['rank_level', 'trial'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const from = Number(member.rank_level);
  if (Number(member.trial) === 1) return { from, to: from, bonusLevels: [] };
  const ladder = await repo.ladderOf(ctx.db, ctx.config.merchantCode);
  const { fromIso, toIso } = monthBounds(playerMonth(ctx.now()));
  const totals = await repo.totalsIn(ctx.db, ctx.config.merchantCode, memberId, fromIso, toIso);
  const reached = reachedLevel(ladder, totals.depositMinor, totals.turnoverMinor);
  if (reached <= from) return { from, to: from, bonusLevels: [] };
  const passed = levelsPassed(ladder, from, reached).filter((r) => r.bonusMinor > 0n);
  for (const rank of passed) await payBonus(ctx, memberId, rank);
  const at = new Date(ctx.now()).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.moveRank(
      trx,
      { memberId, to: reached, label: rankAt(ladder, reached).nameEn, reason: 'upgrade', at },
      { up: true },
    );
  });
  return { from, to: reached, bonusLevels: passed.map((r) => r.level) };
}
