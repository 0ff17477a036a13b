/**
 * One lottery crash run on one store. Each round the bench players buy tickets on the draw on sale of a 5-minute
 * keno game through the ticket call, then the draw is settled one of three ways, with SIGKILL at a random moment of
 * the work each time:
 * - due: the clock (bench/lib/bench-clock.ts) passes the draw's time and the server's draw tick claims and settles
 *   it; the server is killed, and started again once the claim's lease has run out (the clock moves on by it);
 * - draw-now: the operator's `lottery draw-now` runs in its own process and is killed; a server started past the
 *   draw's time and the lease finishes the draw;
 * - cancel: the operator's `lottery cancel` is killed while it refunds; the server's tick refunds the rest (or, when
 *   the kill came before the cancel, the operator runs it again).
 * After the last round the database is checked (verify.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { clockDrawOnSale, drawTimeOf, lotteryGame } from '../../platform/vendor/lottery/config.ts';
import { benchPlayers } from '../lib/bench-players.ts';
import { BenchClock } from '../lib/bench-clock.ts';
import type { BenchStore } from '../lib/bench-store.ts';
import { launchServer, startOps, type LaunchedServer, type OpsProcess } from '../lib/server-process.ts';
import { buyTickets, type BoughtTicket } from './tickets.ts';
import { mainBalances, verifyLottery, type LotteryVerdict } from './verify.ts';

const ENTRY = 'bench/platform-server.ts';
const VASSALAGE = 'LOTUS_KENO';
const GAME = lotteryGame('lotus-keno-5')!;
const PLAYERS = 20;
const TICKETS_PER_PLAYER = 10;
/** A draw whose work makes no progress for this long is a failure (settlement or refunds that never finish). */
const STALL_MS = 90_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Mode = 'due' | 'draw-now' | 'cancel';

export interface LotteryPlan {
  port: number;
  durationMs: number;
}

export interface LotteryReport extends LotteryVerdict {
  store: string;
  rounds: Record<Mode, number>;
  serverKills: number;
  opsKills: number;
  /** Kills that found the draw claimed or cancelled and some of its tickets still open. */
  killsMidSettlement: number;
  opsReruns: number;
  elapsedMs: number;
}

interface DrawWork {
  state: string;
  claimedUntil: number;
  open: number;
  closed: number;
}

async function drawWork(db: Kysely<Database>, drawId: string): Promise<DrawWork> {
  const draw = await db
    .selectFrom('lottery_draws')
    .select(['state', 'claimed_until'])
    .where('id', '=', drawId)
    .executeTakeFirstOrThrow();
  const tickets = await db
    .selectFrom('lottery_tickets')
    .select(['state', (eb) => eb.fn.countAll().as('n')])
    .where('draw_id', '=', drawId)
    .groupBy('state')
    .execute();
  const open = Number(tickets.find((t) => t.state === 'open')?.n ?? 0);
  const all = tickets.reduce((sum, t) => sum + Number(t.n), 0);
  return {
    state: draw.state,
    claimedUntil: draw.claimed_until ? Date.parse(draw.claimed_until) : 0,
    open,
    closed: all - open,
  };
}

const finished = (w: DrawWork) => (w.state === 'settled' || w.state === 'cancelled') && w.open === 0;

export async function lotteryCrashRun(store: BenchStore, plan: LotteryPlan): Promise<LotteryReport> {
  const players = await benchPlayers(store, PLAYERS, VASSALAGE, GAME.code);
  const db = store.connect();
  const clock = new BenchClock();
  const env = () => ({ ...store.env, ...clock.env() });
  const rounds: Record<Mode, number> = { due: 0, 'draw-now': 0, cancel: 0 };
  const report = { serverKills: 0, opsKills: 0, killsMidSettlement: 0, opsReruns: 0 };
  const bought: BoughtTicket[] = [];
  const refusals: string[] = [];
  let server: LaunchedServer | undefined;
  let ops: OpsProcess | undefined;
  let msPerTicket = 30;
  let roundNo = 0;
  const began = Date.now();

  const launch = async () => {
    server = launchServer(ENTRY, plan.port, env(), clock.nodeArgs);
    await server.ready;
    return server;
  };
  /** Runs an ops verb to its end (no kill): an operator running it again. */
  const opsToEnd = async (args: string[]) => {
    const { code, output } = await startOps(args, env(), clock.nodeArgs).done;
    if (code !== 0) refusals.push(`ops ${args.join(' ')} exited ${code}: ${output.slice(-300)}`);
  };
  /** Waits until the work on the draw is seen under way, then kills `victim` a random share of what is left later. */
  const killMidWork = async (drawId: string, started: (w: DrawWork) => boolean, victim: { crash(): Promise<void> }) => {
    const since = Date.now();
    let seen = await drawWork(db.db, drawId);
    while (!started(seen) && !finished(seen) && Date.now() - since < 60_000) {
      await sleep(20);
      seen = await drawWork(db.db, drawId);
    }
    await sleep(Math.random() * msPerTicket * Math.max(1, seen.open));
    await victim.crash();
    const after = await drawWork(db.db, drawId);
    if (after.state !== 'open' && !finished(after)) report.killsMidSettlement += 1;
    return after;
  };
  /** Waits until the draw is closed with every ticket settled or refunded; learns the pace per ticket. */
  const waitFinished = async (drawId: string) => {
    let last = await drawWork(db.db, drawId);
    let lastMove = Date.now();
    let firstMove: { at: number; closed: number } | undefined;
    while (!finished(last)) {
      await sleep(50);
      const now = await drawWork(db.db, drawId);
      if (now.closed !== last.closed || now.state !== last.state) {
        lastMove = Date.now();
        firstMove ??= { at: lastMove, closed: now.closed };
      }
      last = now;
      if (Date.now() - lastMove > STALL_MS) throw new Error(`draw ${drawId} made no progress for ${STALL_MS / 1000} s`);
    }
    if (firstMove && last.closed - firstMove.closed >= 20)
      msPerTicket = (lastMove - firstMove.at) / (last.closed - firstMove.closed);
  };
  /** Moves the clock on to `at` and waits until the running server reads it (it follows the clock's file). */
  const jumpTo = async (at: number) => {
    clock.advance(at - clock.now());
    const url = `${server!.origin}/vendor/lotto/${VASSALAGE}/${GAME.code}/state?session=${players[0]!.session}`;
    for (let tries = 0; ; tries += 1) {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const { serverTime } = (await res.json()) as { serverTime?: number };
      if ((serverTime ?? 0) >= at) return;
      if (tries > 200) throw new Error(`the server's clock did not reach ${new Date(at).toISOString()}`);
      await sleep(50);
    }
  };
  /** The time past the draw's and its claim's lease, when any process's tick may take the draw over. */
  const pastClaim = async (drawId: string, drawAt: number) =>
    Math.max(drawAt, (await drawWork(db.db, drawId)).claimedUntil, clock.now()) + 1_000;
  /** Starts the server again past the draw and its claim, as after an outage of that length. */
  const restartPast = async (drawId: string, drawAt: number) => {
    clock.advance((await pastClaim(drawId, drawAt)) - clock.now());
    return launch();
  };
  /** Moves the clock on so the draw on sale has most of its sale ahead (the draw before it, if any, comes due). */
  const freshSale = async () => {
    const onSale = clockDrawOnSale(GAME, clock.now());
    if (drawTimeOf(GAME, onSale) - GAME.closeMs - clock.now() < 120_000) await jumpTo(drawTimeOf(GAME, onSale) + 2_000);
  };

  try {
    const start = await mainBalances(
      db.db,
      players.map((p) => p.player),
    );
    await launch();
    while (Date.now() - began < plan.durationMs) {
      const roundBegan = Date.now();
      await freshSale();
      const purchase = await buyTickets(server!.origin, VASSALAGE, GAME.code, players, TICKETS_PER_PLAYER);
      const boughtIn = Date.now() - roundBegan;
      bought.push(...purchase.bought);
      refusals.push(...purchase.refused.slice(0, 5));
      // The tickets are on the draw on sale when the buying began (a slow one may reach the next: a later round or
      // the end settles that one).
      const drawId = purchase.bought[0]!.drawId;
      const drawNo = Number(drawId.split('#')[1]);
      const drawAt = drawTimeOf(GAME, drawNo);
      // In turn, so even a short run meets each way; where each kill lands is what is random.
      const mode: Mode = (['due', 'cancel', 'draw-now', 'due'] as const)[roundNo++ % 4]!;
      rounds[mode] += 1;
      if (mode === 'due') {
        // The draw's time comes: the running server's tick claims it and settles its tickets, and is killed at it.
        await jumpTo(drawAt + 1_000);
        for (let kills = 1 + Math.floor(Math.random() * 2), k = 0; k < kills; k += 1) {
          const after = await killMidWork(drawId, (w) => w.state !== 'open' && w.closed > 0, server!);
          report.serverKills += 1;
          await restartPast(drawId, drawAt);
          if (finished(after)) break;
        }
      } else if (mode === 'draw-now') {
        ops = startOps(['lottery', 'draw-now', GAME.code], env(), clock.nodeArgs);
        const after = await killMidWork(drawId, (w) => w.state !== 'open' && w.closed > 0, ops);
        ops = undefined;
        report.opsKills += 1;
        if (after.state === 'open') {
          // Killed before it claimed the draw: the operator runs it again.
          report.opsReruns += 1;
          await opsToEnd(['lottery', 'draw-now', GAME.code]);
        } else if (!finished(after)) {
          // The claim of the killed verb runs out; then the server's tick takes the draw over.
          await jumpTo(await pastClaim(drawId, drawAt));
        }
      } else {
        ops = startOps(['lottery', 'cancel', drawId], env(), clock.nodeArgs);
        const after = await killMidWork(drawId, (w) => w.state === 'cancelled' && w.closed > 0, ops);
        ops = undefined;
        report.opsKills += 1;
        if (after.state === 'open') {
          report.opsReruns += 1;
          await opsToEnd(['lottery', 'cancel', drawId]);
        } else if (!finished(after) && Math.random() < 0.5) {
          // The server's tick is refunding the rest: kill it too, once, and start it again.
          const running = server!;
          await killMidWork(drawId, () => true, running);
          report.serverKills += 1;
          await launch();
        }
      }
      await waitFinished(drawId);
      console.log(
        `  ${mode} ${drawId}: ${purchase.bought.length} tickets bought in ${(boughtIn / 1000).toFixed(1)} s, round ${((Date.now() - roundBegan) / 1000).toFixed(1)} s`,
      );
    }
    // A draw that only a ticket slipping past a sale's close reached is settled when its time comes.
    for (const id of new Set(bought.map((t) => t.drawId))) {
      if (finished(await drawWork(db.db, id))) continue;
      await jumpTo(await pastClaim(id, drawTimeOf(GAME, Number(id.split('#')[1]))));
      await waitFinished(id);
    }
    await server!.stop();
    server = undefined;
    const verdict = await verifyLottery(db.db, VASSALAGE, bought, start);
    verdict.failures.unshift(...refusals);
    return { store: store.kind, rounds, ...report, ...verdict, elapsedMs: Date.now() - began };
  } finally {
    await ops?.crash();
    await server?.stop();
    await db.destroy();
    clock.remove();
  }
}
