/**
 * A bet and a win cost the same however many calls are stored. On PostgreSQL the pool plans generically and a new
 * database has no statistics, so the planner chooses among indexes by their columns alone: an index that shares the
 * transaction-id index's leading columns was taken for the look-up of a call by its id, and every bet and win then
 * read every call of the vendor (docs/decisions.md, "PostgreSQL at scale"). With thousands of calls stored, each
 * look-up the hot calls make must touch a handful of pages, and the win's one-call function a bounded number.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const STORED = 3000;

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function indexesOf(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesOf)];
}

describe.each(STORES)('seamless calls on %s with thousands of calls stored', (store) => {
  let t: TestPlatform;
  let vendor: ReturnType<typeof vendorClient>;
  let session: string;
  let player: string;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${Date.now()}-${(seq += 1)}`;
  const merchant = () => t.config.merchantCode;

  const bet = async () => {
    const b = { transactionId: id('bet'), roundId: id('round') };
    const res = await vendor.debit({ session, ...b, gameCode: GAME, amountMinor: '100' });
    expect(res.status).toBe(200);
    return b;
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false });
    const api = caller(t.app);
    vendor = vendorClient(t.app, VENDOR);
    await COMMANDS['credit-bonus']!.run(t.platform.context, ['demoplayer', '100000', 'plans', 'test']);
    const token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
    session = await launchSession(api, token, VENDOR, GAME);
    player = (await vendor.balance(session)).body.player;
    await bet();
    // Calls of the same vendor, as a busy day leaves them (written straight in: only their number matters here).
    const series =
      store === 'postgres'
        ? sql`select g from generate_series(1, ${STORED}) g`
        : sql`with recursive s(g) as (select 1 union all select g + 1 from s where g < ${STORED}) select g from s`;
    await sql`insert into seamless_transactions (merchant_code, vendor, transaction_id, kind, round_id, member_id,
        game_code, amount_minor, original_transaction_id, transfer_id, request_hash, answer_status, answer, created_at)
      select ${merchant()}, ${VENDOR}, 'stored-' || g, 'bet', 'stored-round-' || g, ${Number(player)}, ${GAME}, 100,
        null, null, 'x', 200, '{}', '2026-01-01T00:00:00.000Z' from (${series}) s`.execute(t.platform.context.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('looks a call up by its transaction id through the id index, as plain and as locked', async () => {
    const lookups = [
      'select kind, request_hash, answer_status, answer from seamless_transactions where merchant_code = $1 and vendor = $2 and transaction_id = $3',
      'select kind, member_id, round_id, game_code from seamless_transactions where merchant_code = $1 and vendor = $2 and transaction_id = $3',
    ];
    if (store === 'sqlite') {
      for (const text of lookups) {
        const plan = await sql
          .raw(`explain query plan ${text.replaceAll(/\$\d/g, "'x'")}`)
          .execute(t.platform.context.db);
        expect(JSON.stringify(plan.rows)).toContain('seamless_transactions_id');
      }
      return;
    }
    // A connection of the platform's own pool: its settings (generic plans) are the ones the calls run with.
    await t.platform.context.db.connection().execute(async (conn) => {
      for (const [i, text] of [...lookups, `${lookups[1]} for update`].entries()) {
        await sql.raw(`prepare plan_check_${i} (text, text, text) as ${text}`).execute(conn);
        const { rows } = await sql
          .raw(
            `explain (analyze, buffers, format json) execute plan_check_${i} ('${merchant()}', '${VENDOR}', 'stored-1234')`,
          )
          .execute(conn);
        const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
        expect(indexesOf(plan)).toEqual(['seamless_transactions_id']);
        expect((plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0)).toBeLessThanOrEqual(10);
        await sql.raw(`deallocate plan_check_${i}`).execute(conn);
      }
    });
  });

  it.runIf(store === 'postgres')('books a known win in one call that touches a bounded number of pages', async () => {
    const b = await bet();
    const { db } = t.platform.context;
    const house = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('merchant_code', '=', merchant())
      .where('kind', '=', 'house')
      .where('vendor', '=', VENDOR)
      .where('member_id', 'is', null)
      .executeTakeFirstOrThrow();
    const main = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', Number(player))
      .where('kind', '=', 'main')
      .executeTakeFirstOrThrow();
    const tx = id('win');
    const at = new Date().toISOString();
    const args = [
      ...[merchant(), VENDOR, tx, Number(player), b.roundId, GAME, 150, b.transactionId, 'hash', at, 10_000],
      ...[`seamless:${VENDOR}:${tx}`, merchant(), 'win', house.id, main.id, 150, 'credit', 'hash', '{}', at],
    ];
    // Twice, the second measured: a connection's first call also reads the catalogue to plan the functions.
    const explain = () =>
      db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (analyze, buffers, format json)
            select outcome from seamless_known_win(${sql.join(args)})`.execute(trx);
          const { rows: written } = await sql<{ n: number }>`select count(*)::int as n from seamless_transactions
            where transaction_id = ${tx}`.execute(trx);
          // Measured, never kept: the transaction rolls back.
          throw Object.assign(new Error('roll back'), { plan: rows[0]!['QUERY PLAN'][0].Plan, written: written[0]!.n });
        })
        .catch((error: { plan: PlanNode; written: number }) => error);
    await explain();
    const explained = await explain();
    expect(explained.written).toBe(1);
    const buffers = (explained.plan['Shared Hit Blocks'] ?? 0) + (explained.plan['Shared Read Blocks'] ?? 0);
    // About a hundred (the ledger's rows, its trigger, the call's row); a walk over the stored calls is 1,500.
    expect(buffers).toBeLessThan(250);
  });

  it('still answers bets and wins right among them', async () => {
    const b = await bet();
    const win = await vendor.credit({
      player,
      transactionId: id('win'),
      roundId: b.roundId,
      gameCode: GAME,
      amountMinor: '150',
      betTransactionId: b.transactionId,
    });
    expect(win.status).toBe(200);
    const replay = await vendor.debit({ session, ...b, gameCode: GAME, amountMinor: '100' });
    expect(replay.status).toBe(200);
  });
});
