/**
 * The agent reports' running totals as a property, on each store: after a seeded random run of ledger transfers
 * (deposits, withdrawals, bets, wins, refunds and codes the reports ignore, on main and vendor wallets, at random
 * times over 45 days written in random order, some exactly on a Dhaka midnight), the rollup-based figures equal a
 * scan of the postings (agent-report-scan.ts) for random agents, periods, categories and members; and the
 * migration's backfill, run from scratch on the same postings, builds exactly the rows the trigger kept.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { placedBet } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import * as scan from './agent-report-scan.ts';
import { type PlayRow, teamFlows, teamPlay } from '../../platform/modules/agent/report-repository.ts';
import { backfill } from '../../platform/db/migrations/agent-report-rollups-sql.ts';
import { Ledger, type LedgerCode } from '../../platform/modules/ledger/index.ts';
import { playerDay, playerDayStart } from '../../contract/player-day.ts';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-25T09:30:00.000Z');
const TRANSFERS = 400;
const PERIODS = 30;

/** mulberry32: the same seed makes the same run, so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe.each(STORES)('agent report running totals on %s', (store) => {
  let t: TestPlatform;
  const rand = random(2026_11_25);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  let merchantCode: string;
  let currency: string;
  let agents: number[] = [];
  let members: number[] = [];
  let categories: string[] = [];

  const db = () => t.platform.context.db;
  const runningRows = async () =>
    (
      await sql<Record<string, unknown>>`select k.account_id, k.vendor, r.* from agent_report_running r
        join agent_report_keys k on k.id = r.key_id order by k.account_id, k.vendor, r.day`.execute(db())
    ).rows.map(({ key_id: _, ...row }) => JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v)));

  /** Rounds through the seamless wallet: its own booking paths (SQLite prepared statements; PostgreSQL CTEs, function). */
  const seamlessRounds = async (username: string, rounds: number) => {
    await COMMANDS.adjust!.run(t.platform.context, [username, '+100000', 'test stakes']);
    const api = caller(t.app, () => NOW);
    const login = await api.login(username, 'Demo1234', nextIp());
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.value.token as string;
    const slots = vendorClient(t.app, 'LOTUS_SLOTS', () => NOW);
    const session = await launchSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    for (let i = 0; i < rounds; i += 1) {
      const bet = await placedBet(slots, session, 'lotus-fortune', BigInt(100 + Math.floor(rand() * 5000)));
      const end = rand();
      if (end < 0.4) expect((await bet.win(BigInt(Math.floor(rand() * 9000) + 1))).status).toBe(200);
      else if (end < 0.6) expect((await bet.rollback()).status).toBe(200);
    }
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => NOW, redis: false });
    merchantCode = t.platform.context.config.merchantCode;
    currency = (await t.platform.context.settings.get()).currency;
    const byName = async (name: string) =>
      (await db().selectFrom('members').select('id').where('username_key', '=', name).executeTakeFirstOrThrow()).id;
    agents = await Promise.all(['demoagent', 'teamlead', 'teamsub'].map(byName));
    members = await Promise.all(
      ['teamlead', 'rina01', 'karim02', 'teamsub', 'sumon03', 'nadia04', 'rahim05', 'fatema06', 'tanvir07'].map(byName),
    );
    const vendors = await db().selectFrom('vendors').select(['vassalage', 'category']).execute();
    categories = [...new Set(vendors.map((v) => v.category))];

    let clock = NOW;
    const ledger = new Ledger(db(), merchantCode, () => clock);
    const gateway = await ledger.systemAccount('gateway', currency);
    const houses = await Promise.all(
      vendors.slice(0, 6).map((v) => ledger.systemAccount('house', currency, v.vassalage)),
    );
    const wallets: number[] = [];
    for (const id of members) {
      const main = await ledger.memberAccount(id, currency, 'main');
      wallets.push(main, await ledger.memberAccount(id, currency, 'vendor', vendors[0]!.vassalage));
      // Enough money that no random debit is refused.
      for (const wallet of [main, wallets.at(-1)!]) {
        clock = NOW - 50 * DAY_MS;
        await ledger.transfer({
          id: `fund:${wallet}`,
          code: 'adjustment',
          debitAccountId: gateway,
          creditAccountId: wallet,
          amountMinor: 10_000_000n,
        });
      }
    }
    const codes: LedgerCode[] = ['deposit', 'withdrawal', 'bet', 'win', 'refund', 'bonus', 'rebate'];
    for (let i = 0; i < TRANSFERS; i += 1) {
      const day = playerDayStart(playerDay(NOW - Math.floor(rand() * 45) * DAY_MS)).getTime();
      const edge = rand();
      // Some exactly at a Dhaka midnight or the millisecond before it: the day boundary both ways.
      clock = Math.min(NOW, edge < 0.1 ? day : edge < 0.2 ? day - 1 : day + Math.floor(rand() * DAY_MS));
      const wallet = pick(wallets);
      const code = pick(codes);
      const other = code === 'deposit' || code === 'withdrawal' ? gateway : pick(houses);
      const memberPays = code === 'bet' || code === 'withdrawal';
      await ledger.transfer({
        id: `property:${i}`,
        code,
        debitAccountId: memberPays ? wallet : other,
        creditAccountId: memberPays ? other : wallet,
        amountMinor: BigInt(1 + Math.floor(rand() * 50_000)),
      });
    }
    await seamlessRounds('rahim05', 12);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const randomPeriod = () => {
    const a = Math.floor(rand() * 50);
    const b = Math.floor(rand() * 50);
    const [fromDay, toDay] = [playerDay(NOW - Math.max(a, b) * DAY_MS), playerDay(NOW - Math.min(a, b) * DAY_MS)];
    const fromIso = playerDayStart(fromDay).toISOString();
    const toIso = new Date(playerDayStart(toDay).getTime() + DAY_MS).toISOString();
    return { fromDay, toDay, fromIso, toIso };
  };

  const today = () => {
    const day = playerDay(NOW);
    const start = playerDayStart(day).getTime();
    return {
      fromDay: day,
      toDay: day,
      fromIso: new Date(start).toISOString(),
      toIso: new Date(start + DAY_MS).toISOString(),
    };
  };

  const expectSameAnswers = async () => {
    for (let i = 0; i < PERIODS; i += 1) {
      // The first: today, for the sub-agent whose member played the seamless rounds.
      const p = i === 0 ? { ...randomPeriod(), ...today() } : randomPeriod();
      const q = { dialect: store, agentId: i === 0 ? agents[2]! : pick(agents), merchantCode, currency, ...p };
      const flows = await teamFlows(db(), q);
      const scanned = await scan.teamFlows(db(), q);
      const sum = (code: string) => scanned.find((f) => f.code === code)?.total ?? 0n;
      expect(flows).toEqual({
        bet: sum('bet'),
        win: sum('win'),
        refund: sum('refund'),
        deposit: sum('deposit'),
        withdrawal: sum('withdrawal'),
        bettors: scanned.find((f) => f.code === 'bet')?.members ?? 0,
      });
      const play = {
        ...q,
        category: rand() < 0.5 ? null : pick(categories),
        memberId: rand() < 0.7 ? null : pick(members),
        byCategory: rand() < 0.5,
      };
      // Every row in the reports' order, a random page of it, and the totals over all pages.
      const scannedPlay = await scan.teamPlay(db(), play);
      const text = (rows: PlayRow[]) => JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
      const all = await teamPlay(db(), { ...play, offset: 0, limit: 1_000_000 });
      expect(text(all.rows)).toBe(text(scannedPlay));
      expect([all.total, all.bets, all.stake, all.payout]).toEqual([
        scannedPlay.length,
        scannedPlay.reduce((n, r) => n + r.bets, 0),
        scannedPlay.reduce((n, r) => n + r.stake, 0n),
        scannedPlay.reduce((n, r) => n + r.payout, 0n),
      ]);
      const size = 1 + Math.floor(rand() * 4);
      const offset = size * Math.floor(rand() * (Math.ceil(scannedPlay.length / size) + 1));
      const page = await teamPlay(db(), { ...play, offset, limit: size });
      expect(text(page.rows)).toBe(text(scannedPlay.slice(offset, offset + size)));
      expect(page.total).toBe(scannedPlay.length);
    }
  };

  it('answers as the postings do, for random agents, periods, categories and members', async () => {
    const touched = await sql<{ n: unknown }>`select count(*) as n from agent_report_running`.execute(db());
    expect(Number(touched.rows[0]!.n)).toBeGreaterThan(50);
    await expectSameAnswers();
  });

  it("builds by the migration's backfill, from scratch, exactly the rows the trigger kept", async () => {
    const kept = await runningRows();
    await sql`delete from agent_report_running`.execute(db());
    await sql`delete from agent_report_keys`.execute(db());
    await backfill(db());
    expect(await runningRows()).toEqual(kept);
    await expectSameAnswers();
  });

  it('keeps them when one statement writes the postings of many transfers over several days', async () => {
    // A set-based booking writes a chunk's postings in one statement (PostgreSQL's trigger runs once for all of them).
    const houses = await db().selectFrom('ledger_accounts').select('id').where('kind', '=', 'house').execute();
    const wallets = await db()
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', 'in', members)
      .where('kind', '=', 'main')
      .execute();
    const rows: { transfer: string; account: number; amount: bigint; at: string }[] = [];
    for (let i = 0; i < 60; i += 1) {
      const wallet = pick(wallets).id;
      const house = pick(houses).id;
      const code = pick(['bet', 'win', 'refund'] as const);
      const at = new Date(NOW - Math.floor(rand() * 4) * DAY_MS - Math.floor(rand() * DAY_MS)).toISOString();
      const amount = BigInt(1 + Math.floor(rand() * 5000));
      const [debit, credit] = code === 'bet' ? [wallet, house] : [house, wallet];
      await sql`insert into ledger_transfers (id, merchant_code, code, debit_account_id, credit_account_id, amount_minor,
          kind, pending_id, request_hash, result, metadata, created_at)
        values (${`batch:${i}`}, ${merchantCode}, ${code}, ${debit}, ${credit}, ${amount}, 'posted', null, 'x', '{}', '{}', ${at})`.execute(
        db(),
      );
      rows.push({ transfer: `batch:${i}`, account: debit, amount: -amount, at });
      rows.push({ transfer: `batch:${i}`, account: credit, amount, at });
    }
    await sql`insert into ledger_postings (transfer_id, account_id, amount_minor, created_at) values ${sql.join(
      rows.map((r) => sql`(${r.transfer}, ${r.account}, ${r.amount}, ${r.at})`),
    )}`.execute(db());
    const kept = await runningRows();
    await sql`delete from agent_report_running`.execute(db());
    await sql`delete from agent_report_keys`.execute(db());
    await backfill(db());
    expect(await runningRows()).toEqual(kept);
    await expectSameAnswers();
  });
});
