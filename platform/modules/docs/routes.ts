/**
 * GET /wps/docs (a readable list) and /wps/docs/openapi.json: the contract as an OpenAPI document, for whoever
 * implements the platform behind PLATFORM_URL. Demo mode only (app.ts): production serves no development aids.
 */
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../contract/calls/index.ts';
import { openApiDocument } from '../../../contract/openapi.ts';
import { docsPage } from './page.ts';

const TITLE = 'Lotus Play platform calls';

export function docsRoutes(wps: FastifyInstance): void {
  // Built once: the contract does not change while the process runs.
  const document = JSON.stringify(
    openApiDocument(CALLS, {
      title: TITLE,
      version: '1',
      description: 'The calls the site makes on /wps and /lgw, as the shared contract (contract/calls) declares them.',
    }),
  );
  const page = docsPage(CALLS, TITLE);

  wps.get('/docs/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(document),
  );
  wps.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
