/**
 * The member's rounds, built from the seamless-wallet rows: one row per vendor round with its bet, win and refund
 * totals. Only calls answered 200 count (a remembered refusal moved no money); void markers carry no money.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface BetQuery {
  merchantCode: string;
  memberId: number;
  vendor: string | null;
  fromIso: string;
  toIso: string;
}

/** Rounds grouped per vendor and round id; a round belongs to the period its bet was placed in. */
function rounds(db: Kysely<Database>, q: BetQuery) {
  let calls = db
    .selectFrom('seamless_transactions as s')
    .where('s.merchant_code', '=', q.merchantCode)
    .where('s.member_id', '=', q.memberId)
    .where('s.answer_status', '=', 200)
    .where('s.kind', 'in', ['bet', 'win', 'refund']);
  if (q.vendor) calls = calls.where('s.vendor', '=', q.vendor);
  const betAt = sql<string>`min(case when s.kind = 'bet' then s.created_at end)`;
  return (
    calls
      .groupBy(['s.vendor', 's.round_id'])
      .select([
        's.vendor',
        's.round_id',
        // A rollback names no game, so take the code from whichever call has one.
        sql<string | null>`max(s.game_code)`.as('game_code'),
        betAt.as('bet_at'),
        sql<string>`coalesce(sum(case when s.kind = 'bet' then s.amount_minor else 0 end), 0)`.as('bet_minor'),
        sql<string>`coalesce(sum(case when s.kind = 'win' then s.amount_minor else 0 end), 0)`.as('win_minor'),
        sql<string>`coalesce(sum(case when s.kind = 'refund' then s.amount_minor else 0 end), 0)`.as('refund_minor'),
        sql<number>`sum(case when s.kind = 'win' then 1 else 0 end)`.as('wins'),
        sql<number>`sum(case when s.kind = 'refund' then 1 else 0 end)`.as('refunds'),
      ])
      // A round with no bet of its own (a win or refund without an accepted bet) has no time to list it under.
      .having(betAt, '>=', q.fromIso)
      .having(betAt, '<', q.toIso)
  );
}

/** One page of rounds, newest bet first, with the game's and the vendor's names, the period's count and its totals. */
export async function betPage(db: Kysely<Database>, q: BetQuery, offset: number, limit: number) {
  const all = db.selectFrom(rounds(db, q).as('r'));
  const [items, totals] = await Promise.all([
    all
      .leftJoin('games as g', (j) =>
        j
          .onRef('g.vassalage', '=', 'r.vendor')
          .onRef('g.code', '=', 'r.game_code')
          .on('g.merchant_code', '=', q.merchantCode),
      )
      .leftJoin('vendors as v', (j) =>
        j.onRef('v.vassalage', '=', 'r.vendor').on('v.merchant_code', '=', q.merchantCode),
      )
      .selectAll('r')
      .select(['g.name_en', 'g.name_bn', 'v.name as vendor_name'])
      .orderBy('r.bet_at', 'desc')
      .orderBy('r.round_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    all
      .select([
        (eb) => eb.fn.countAll().as('n'),
        sql<string>`coalesce(sum(r.bet_minor), 0)`.as('bet_minor'),
        sql<string>`coalesce(sum(r.win_minor), 0)`.as('win_minor'),
        sql<string>`coalesce(sum(r.refund_minor), 0)`.as('refund_minor'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { items, totals };
}
