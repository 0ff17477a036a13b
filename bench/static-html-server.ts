/** Serves one file's bytes as HTML at every path, in its own process: "the same HTML, served statically". */
import fs from 'node:fs';
import Fastify from 'fastify';

const html = fs.readFileSync(process.env.HTML_FILE!);
const app = Fastify({ logger: false });
app.get('/wps/system/status', async () => ({ success: true }));
app.get('/*', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 4798) });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
