/** `npm start` / `npm run serve`: serve the built site and the platform on one port; stop cleanly on SIGTERM. */
import { getServerConfig } from './config.ts';
import { buildSiteServer } from './app.ts';
import { loadReactForProduction } from './react-production.ts';

await loadReactForProduction();
const config = getServerConfig();
const app = await buildSiteServer(config);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(() => process.exit(0), (error: unknown) => {
      app.log.error(error);
      process.exit(1);
    });
  });
}

await app.listen({ port: config.port, host: config.host });
