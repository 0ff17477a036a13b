/**
 * A preload for a bench server (`--import ./bench/lib/pg-query-count.ts`): counts the queries the process sends to
 * PostgreSQL (each is one round trip) and answers them with the process's CPU time on a port of its own
 * (BENCH_COUNT_PORT), so a bench can read per call what no other load on the machine inflates.
 */
import http from 'node:http';
import pg from 'pg';

let queries = 0;
const query = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: the driver's own overloads are passed on untouched.
pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
  queries += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const port = Number(process.env.BENCH_COUNT_PORT ?? 0);
if (port) {
  const server = http.createServer((_request, response) => {
    const cpu = process.cpuUsage();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ queries, cpuMicros: cpu.user + cpu.system }));
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
