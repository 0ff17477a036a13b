/** A Fastify hello-world in its own process: the ceiling the ledger bench is compared with in the same run. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/wps/system/status', async () => ({ success: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 4799) });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
