/**
 * Puts the built-in vendor on a Fastify instance: its pages under /vendor, its wallet calls through that same
 * instance (inject: the HTTP contract, without a socket), and the recovery of interrupted rounds — once when the
 * server is ready, then every minute for rounds still open (a lost credit is retried until it lands).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recoverOpenRounds } from './recovery.ts';
import { vendorRoutes } from './routes.ts';
import { BuiltInVendor } from './vendor.ts';
import { injectTransport } from './wallet-client.ts';

const SWEEP_MS = 60_000;

export async function installVendor(
  app: FastifyInstance, options: { db: Kysely<Database>; now: () => number; secrets: ReadonlyMap<string, string> },
): Promise<BuiltInVendor> {
  const vendor = new BuiltInVendor({
    db: options.db, now: options.now, secretFor: (vassalage) => options.secrets.get(vassalage), transport: injectTransport(app),
  });
  await app.register(async (scope) => { vendorRoutes(scope, vendor); }, { prefix: '/vendor' });
  let closed = false;
  // A sweep still running when the server closes loses its database; that is the close, not a failure.
  const sweep = () => {
    if (closed) return;
    recoverOpenRounds(vendor).catch((error: unknown) => { if (!closed) console.error('vendor round recovery failed', error); });
  };
  let first: NodeJS.Immediate | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // After ready, not inside it: inject waits for ready, so calling it from this hook would wait on itself.
    first = setImmediate(sweep);
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (first) clearImmediate(first);
    if (timer) clearInterval(timer);
  });
  return vendor;
}
