/**
 * The platform alone in its own process, for benchmarks that must be able to kill it (kill -9) and start it
 * again on the same database. Env: PORT, and SQLITE_PATH or DATABASE_URL with DATABASE_SCHEMA. Logging is off:
 * a logger in the hot path would be measured too.
 */
import { getPlatformConfig } from '../platform/config.ts';
import { buildPlatformServer } from '../platform/server.ts';
import { ensurePgSchema } from '../platform/db/database.ts';

const config = getPlatformConfig();
const schema = process.env.DATABASE_SCHEMA || undefined;
if (config.databaseUrl && schema) await ensurePgSchema(config.databaseUrl, schema);

const { app } = await buildPlatformServer(config, { pgSchema: schema, logger: false });
// BENCH_SERVER_CPU=1: each answer says how much CPU this process spent on it (x-bench-cpu-us), a figure the other
// loads on a shared machine do not inflate as they do wall time. Only meaningful for requests sent one at a time.
if (process.env.BENCH_SERVER_CPU === '1') {
  const started = new WeakMap<object, NodeJS.CpuUsage>();
  app.addHook('onRequest', async (request) => {
    started.set(request, process.cpuUsage());
  });
  app.addHook('onSend', async (request, reply) => {
    const used = process.cpuUsage(started.get(request));
    reply.header('x-bench-cpu-us', String(used.user + used.system));
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 4700) });

// A graceful stop at the end of a bench; the crash test uses SIGKILL, which no handler sees.
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
