/**
 * Puts the built-in vendor on a Fastify instance: its pages under /vendor, its wallet calls through that same
 * instance (inject: the HTTP contract, without a socket), and the recovery of interrupted rounds — once when the
 * server is ready, then every minute for rounds still open (a lost credit is retried until it lands). Its
 * background passes are stopped by the platform's close, which waits for them before the database goes.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { installCrash, type CrashInstall } from './crash-install.ts';
import { recoverOpenRounds } from './recovery.ts';
import { roomRoutes } from './rooms/routes.ts';
import { BingoRooms } from './rooms/service.ts';
import { lotteryRoutes } from './lottery/routes.ts';
import { LotteryService } from './lottery/service.ts';
import type { ResultKey } from './lottery/result-keys.ts';
import { ResultSources } from './lottery/result-source.ts';
import { vendorRoutes } from './routes.ts';
import { BuiltInVendor } from './vendor.ts';
import { injectTransport } from './wallet-client.ts';

const SWEEP_MS = 60_000;
/**
 * How often each process looks for due room draws. Every process runs this timer; the claim on the cycle's row
 * (rooms/repository.ts claimCycle) is what makes each draw happen once, whichever process gets there first.
 */
export const ROOM_DRAW_TICK_MS = 1_000;

export async function installVendor(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    now: () => number;
    secrets: ReadonlyMap<string, string>;
    /** Games whose official results are imported (signed files) instead of drawn here. */
    resultKeys?: ReadonlyMap<string, ResultKey>;
  },
): Promise<{
  vendor: BuiltInVendor;
  rooms: BingoRooms;
  lottery: LotteryService;
  crash: CrashInstall;
  stop: () => Promise<void>;
}> {
  const vendor = new BuiltInVendor({
    db: options.db,
    now: options.now,
    secretFor: (vassalage) => options.secrets.get(vassalage),
    transport: injectTransport(app),
  });
  const rooms = new BingoRooms(vendor);
  const lottery = new LotteryService(vendor, new ResultSources(options.resultKeys));
  await app.register(
    async (scope) => {
      lotteryRoutes(scope, vendor, lottery);
    },
    { prefix: '/vendor/lotto' },
  );
  // The crash games' shared rounds (before the generic game routes: /vendor/crash/… is not a vassalage).
  const crash = await installCrash(app, vendor);
  // Registered first: /vendor/room/<vassalage>/<game>/ must not be read as /vendor/<vassalage>/<game>/.
  await app.register(
    async (scope) => {
      roomRoutes(scope, vendor, rooms);
    },
    { prefix: '/vendor/room' },
  );
  await app.register(
    async (scope) => {
      vendorRoutes(scope, vendor);
    },
    { prefix: '/vendor' },
  );
  // The pass under way of each job: the stop waits for it, so none reads a database being closed.
  let sweeping: Promise<void> | undefined;
  let drawing: Promise<void> | undefined;
  // A failure the shutdown caused (a call the closing server refused) is not one: the work stays open for the next start.
  const report = (what: string) => (error: unknown) => {
    if (!vendor.stoppedBy(error)) console.error(what, error);
  };
  const sweep = () => {
    if (vendor.stopping || sweeping) return;
    sweeping = recoverOpenRounds(vendor)
      .then(() => undefined, report('vendor round recovery failed'))
      .finally(() => {
        sweeping = undefined;
      });
  };
  const draw = () => {
    // One pass at a time in this process; other processes are kept off a cycle by its claim.
    if (vendor.stopping || drawing) return;
    // Lottery draws ride the same tick: due draws oldest first, so draws missed while stopped run at start, in order.
    drawing = Promise.all([
      rooms.drawDue().then(() => undefined, report('room draws failed')),
      lottery.drawDue().then(() => undefined, report('lottery draws failed')),
    ])
      .then(() => undefined)
      .finally(() => {
        drawing = undefined;
      });
  };
  let first: NodeJS.Immediate | undefined;
  let timer: NodeJS.Timeout | undefined;
  let drawTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // After ready, not inside it: inject waits for ready, so calling it from this hook would wait on itself.
    first = setImmediate(sweep);
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
    drawTimer = setInterval(draw, ROOM_DRAW_TICK_MS);
    drawTimer.unref();
    crash.start();
  });
  /** Stops the timers and waits for the passes under way; the platform's close calls it before the database goes. */
  const stop = async () => {
    vendor.stop();
    if (first) clearImmediate(first);
    if (timer) clearInterval(timer);
    if (drawTimer) clearInterval(drawTimer);
    await Promise.all([sweeping, drawing, crash.stop()]);
  };
  return { vendor, rooms, lottery, crash, stop };
}
