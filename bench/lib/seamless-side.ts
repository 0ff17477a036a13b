/**
 * One side of an A/B seamless bench (bench/seamless-ab.ts), run with a tree's own code as its working directory: a
 * fresh store of that tree's schema, bench players, and that tree's platform serving on BENCH_PORT. Prints one JSON
 * line (origin, players, the vendor secret to sign with) and removes everything when its input closes.
 */
import { freshStore, type StoreKind } from './bench-store.ts';
import { benchPlayers } from './bench-players.ts';
import { startServer } from './server-process.ts';
import { BENCH_VENDOR_SECRETS_JSON } from './vendor-secrets.ts';

const kind = (process.env.BENCH_STORE ?? 'postgres') as StoreKind;
const vendor = process.env.BENCH_VENDOR ?? 'LOTUS_SLOTS';
const store = await freshStore(kind);
const players = await benchPlayers(store, Number(process.env.BENCH_PLAYERS ?? 200), vendor, 'lotus-fortune');
const server = await startServer('bench/platform-server.ts', Number(process.env.BENCH_PORT ?? 5203), store.env);
const secret = (JSON.parse(BENCH_VENDOR_SECRETS_JSON) as Record<string, string>)[vendor];
process.stdout.write(`${JSON.stringify({ origin: server.origin, players, secret })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server
    .stop()
    .then(() => store.remove())
    .then(() => process.exit(0));
});
