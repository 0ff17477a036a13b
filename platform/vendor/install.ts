/**
 * Puts the built-in vendor on a Fastify instance: its pages under /vendor, its wallet calls through that same
 * instance (inject: the HTTP contract, without a socket), and the recovery of interrupted rounds — once when the
 * server is ready, then every minute for rounds still open (a lost credit is retried until it lands).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
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
): Promise<{ vendor: BuiltInVendor; rooms: BingoRooms; lottery: LotteryService }> {
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
  let closed = false;
  // A sweep still running when the server closes loses its database; that is the close, not a failure.
  const sweep = () => {
    if (closed) return;
    recoverOpenRounds(vendor).catch((error: unknown) => {
      if (!closed) console.error('vendor round recovery failed', error);
    });
  };
  let drawing = false;
  const draw = () => {
    // One pass at a time in this process; other processes are kept off a cycle by its claim.
    if (closed || drawing) return;
    drawing = true;
    // Lottery draws ride the same tick: due draws oldest first, so draws missed while stopped run at start, in order.
    Promise.all([
      rooms.drawDue().catch((error: unknown) => {
        if (!closed) console.error('room draws failed', error);
      }),
      lottery.drawDue().catch((error: unknown) => {
        if (!closed) console.error('lottery draws failed', error);
      }),
    ]).finally(() => {
      drawing = false;
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
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (first) clearImmediate(first);
    if (timer) clearInterval(timer);
    if (drawTimer) clearInterval(drawTimer);
  });
  return { vendor, rooms, lottery };
}
