/**
 * One contract crash run on one store, in rounds. Each round starts the server two to four times, each time with
 * the platform's clock (bench/lib/bench-clock.ts) moved on by a few hours or about a day, as after an outage: its
 * settlement job catches up at start on every period that ended meanwhile, and the operator's `contracts settle
 * all [now]` runs beside it in its own process (at a round's first start, now and then at later ones). Once the
 * settlement is seen under way, the server (and half the time the verb) gets SIGKILL after a random share of the
 * time the rest should take. A last start finishes the round: it waits until every period that had ended is
 * settled. After the last round the database is checked (verify.ts).
 */
import type { Kysely } from 'kysely';
import { PLAYER_ZONE_OFFSET_MS } from '../../contract/player-day.ts';
import type { Database } from '../../platform/db/schema.ts';
import { BenchClock } from '../lib/bench-clock.ts';
import type { BenchStore } from '../lib/bench-store.ts';
import { launchServer, startOps, type LaunchedServer, type OpsProcess } from '../lib/server-process.ts';
import { contractWorld } from './setup.ts';
import { nextPeriod, periodAt } from '../../platform/modules/agent-contracts/periods.ts';
import { lastEndedPeriod, payerBalances, verifyContracts, type ContractVerdict } from './verify.ts';
import type { ContractPeriod } from '../../platform/modules/agent-contracts/tables.ts';

const ENTRY = 'bench/platform-server.ts';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A round that makes no progress for this long is a failure (a settlement that never finishes). */
const STALL_MS = 90_000;
/** A start settles what ended while it was down before it listens: up to a day of 5-minute periods, under load. */
const READY_WITHIN_MS = 180_000;

export interface ContractPlan {
  port: number;
  durationMs: number;
}

export interface ContractReport extends ContractVerdict {
  store: string;
  rounds: number;
  kills: number;
  /** Kills that found the settlement unfinished. */
  killsMidSettlement: number;
  opsRuns: number;
  opsKills: number;
  clockDays: number;
  elapsedMs: number;
}

interface Settleable {
  id: number;
  period: ContractPeriod;
  accepted: number;
}

/** How many periods are settled, how many had ended by `at`, and whether every one of those is settled. */
async function progress(db: Kysely<Database>, contracts: Settleable[], at: number) {
  const rows = await db
    .selectFrom('agent_contract_settlements')
    .select(['contract_id', (eb) => eb.fn.max('period_start').as('last'), (eb) => eb.fn.countAll().as('n')])
    .groupBy('contract_id')
    .execute();
  const byId = new Map(rows.map((r) => [r.contract_id, r]));
  let done = true;
  let due = 0;
  for (const c of contracts) {
    const last = lastEndedPeriod(c.period, c.accepted, at);
    const row = byId.get(c.id);
    due += last ? periodsUpTo(c, last.start) : 0;
    if (last && (!row || Date.parse(String(row.last)) < last.start)) done = false;
  }
  return { settled: rows.reduce((sum, r) => sum + Number(r.n), 0), due, done };
}

function periodsUpTo(c: Settleable, lastStart: number): number {
  let n = 1;
  for (let p = periodAt(c.period, c.accepted); p.start < lastStart; p = nextPeriod(c.period, p)) n += 1;
  return n;
}

/**
 * How far the clock moves while the server is down: mostly under three hours (hourly and 5-minute periods, a few
 * dozen to settle), one start in eight about a day (so
 * days and dividends come due too, a few hundred periods).
 */
function step(): number {
  return Math.random() < 0.125 ? 18 * HOUR + Math.random() * 8 * HOUR : HOUR / 3 + Math.random() * 2.5 * HOUR;
}

export async function contractCrashRun(store: BenchStore, plan: ContractPlan): Promise<ContractReport> {
  // Play over more days than the rounds can cross, so no period past the play is settled empty for lack of it.
  const clock = new BenchClock();
  // Start half an hour before midnight in the players' day, so the first starts already settle days and dividends.
  const local = clock.now() + PLAYER_ZONE_OFFSET_MS;
  clock.advance(Math.ceil(local / DAY) * DAY - local - HOUR / 2);
  const accepted = clock.offsetMs;
  const world = await contractWorld(store, () => clock.now(), 12, 1_500);
  const db = store.connect();
  const report = { store: store.kind, rounds: 0, kills: 0, killsMidSettlement: 0, opsRuns: 0, opsKills: 0 };
  let server: LaunchedServer | undefined;
  let ops: OpsProcess | undefined;
  const began = Date.now();
  try {
    const contracts: Settleable[] = (
      await db.db.selectFrom('agent_contracts').selectAll().where('id', 'in', world.contractIds).execute()
    ).map((c) => ({ id: c.id, period: c.period, accepted: Date.parse(c.accepted_at!) }));
    const start = await payerBalances(db.db, world.agentIds);
    let msPerPeriod = 20;
    let settledUpTo = clock.now();
    const opsFailures: string[] = [];
    const launch = (withVerb = Math.random() < 0.3) => {
      // Everything that had ended when the last server started is settled by its job (or by the verb).
      settledUpTo = clock.now();
      server = launchServer(ENTRY, plan.port, { ...store.env, ...clock.env() }, clock.nodeArgs, READY_WITHIN_MS);
      if (!ops && withVerb) {
        report.opsRuns += 1;
        const args = ['contracts', 'settle', 'all', ...(Math.random() < 0.5 ? ['now'] : [])];
        ops = startOps(args, { ...store.env, ...clock.env() }, clock.nodeArgs);
        void ops.done.then(({ code, output }) => {
          // Killed (null) is the bench's doing; any other end but 0 is the verb failing.
          if (code !== null && code !== 0)
            opsFailures.push(`ops ${args.join(' ')} exited ${code}: ${output.slice(-300)}`);
        });
      }
      return server;
    };
    while (Date.now() - began < plan.durationMs) {
      report.rounds += 1;
      const roundBegan = Date.now();
      const before = clock.offsetMs;
      const kills = 2 + Math.floor(Math.random() * 3);
      for (let k = 0; k < kills; k += 1) {
        // Each start finds more periods ended: the clock moved on while the server was down.
        clock.advance(step());
        // The operator's verb runs beside the round's first start, and beside later ones now and then.
        const running = launch(k === 0 || Math.random() < 0.3);
        // Wait until the settlement is seen under way (or the server answers), then a random share of what is left.
        const launched = Date.now();
        let ready = false;
        void running.ready.then(
          () => {
            ready = true;
          },
          () => {},
        );
        const base = (await progress(db.db, contracts, settledUpTo)).settled;
        let seen = await progress(db.db, contracts, settledUpTo);
        while (!seen.done && seen.settled === base && !ready && Date.now() - launched < 30_000) {
          await sleep(25);
          seen = await progress(db.db, contracts, settledUpTo);
        }
        await sleep(Math.random() * msPerPeriod * Math.max(1, seen.due - seen.settled));
        await running.crash();
        report.kills += 1;
        const verb = ops;
        if (verb && Math.random() < 0.5) {
          await verb.crash();
          report.opsKills += 1;
          ops = undefined;
        }
        if (!(await progress(db.db, contracts, settledUpTo)).done) report.killsMidSettlement += 1;
      }
      // A last start finishes the round; its pace (ms per period once it moves) sets the next kills' range.
      const finishing = launch(false);
      let last = await progress(db.db, contracts, settledUpTo);
      let lastMove = Date.now();
      let firstMove: { at: number; settled: number } | undefined;
      while (!last.done) {
        await sleep(50);
        const now = await progress(db.db, contracts, settledUpTo);
        if (now.settled !== last.settled) {
          lastMove = Date.now();
          firstMove ??= { at: lastMove, settled: now.settled };
        }
        last = now;
        if (Date.now() - lastMove > STALL_MS) throw new Error(`settlement made no progress for ${STALL_MS / 1000} s`);
      }
      if (firstMove && last.settled - firstMove.settled >= 20)
        msPerPeriod = (lastMove - firstMove.at) / (last.settled - firstMove.settled);
      await finishing.ready;
      const verb = ops as OpsProcess | undefined;
      if (verb) await verb.done;
      ops = undefined;
      await finishing.stop();
      server = undefined;
      console.log(
        `  round ${report.rounds}: clock +${((clock.offsetMs - before) / HOUR).toFixed(1)} h, ${kills} kill(s), ${last.settled} periods settled, ${((Date.now() - roundBegan) / 1000).toFixed(1)} s`,
      );
    }
    const verdict = await verifyContracts(db.db, world.contractIds, world.agentIds, start, settledUpTo);
    verdict.failures.unshift(...opsFailures);
    return {
      ...report,
      ...verdict,
      clockDays: Math.round(((clock.offsetMs - accepted) / DAY) * 10) / 10,
      elapsedMs: Date.now() - began,
    };
  } finally {
    await ops?.crash();
    await server?.stop();
    await db.destroy();
    clock.remove();
  }
}
