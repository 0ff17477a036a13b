/** `npm start` / `npm run serve`: serve the built site and the platform on one port; stop cleanly on SIGTERM and Ctrl-C. */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ConfigurationError, readEnvironment, type Environment } from '../../platform/environment.ts';
import { serverConfigFrom } from './config.ts';
import { buildSiteServer } from './app.ts';
import { loadReactForProduction } from './react-production.ts';
import { demoBanner, type BannerFacts } from './banner.ts';
import { localOrigin } from '../../platform/listen-address.ts';

// Settings first: a production server with missing or weak settings names them all and starts nothing.
let environment: Environment;
try {
  environment = readEnvironment();
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const config = serverConfigFrom(environment);
const demo = config.mode === 'demo';
const database: BannerFacts['database'] = config.platformUrl
  ? 'remote'
  : environment.DATABASE_URL
    ? 'postgres'
    : fs.existsSync(environment.SQLITE_PATH)
      ? 'reused'
      : 'new';

await loadReactForProduction();
let app: Awaited<ReturnType<typeof buildSiteServer>>;
try {
  app = await buildSiteServer(config);
} catch (error) {
  // What the database says at start (a production start on the demo's database): the reason, not a stack trace.
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    if (demo) console.log(`\nStopping (${signal === 'SIGINT' ? 'Ctrl-C' : signal})...`);
    else app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => {
        if (demo)
          console.log(
            `Stopped cleanly. The data stays in ${path.dirname(environment.SQLITE_PATH)}; npm start continues from it.`,
          );
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
if (demo) {
  console.log(
    demoBanner({
      origin: localOrigin(config.host, port),
      dataDir:
        database === 'new' || database === 'reused'
          ? path.dirname(environment.SQLITE_PATH)
          : database === 'postgres'
            ? 'PostgreSQL'
            : config.platformUrl!,
      database,
      outbox: environment.DEV_OUTBOX && !config.platformUrl,
      chatPassword: config.platformUrl
        ? undefined
        : environment.OPS_CHAT_PASSWORD
          ? 'OPS_CHAT_PASSWORD'
          : path.join(path.dirname(environment.SQLITE_PATH), 'ops-chat-password'),
    }),
  );
} else {
  app.log.info(
    { mode: 'production', address: `${config.host}:${port}`, publicUrl: config.publicUrl },
    'listening in production mode',
  );
}
