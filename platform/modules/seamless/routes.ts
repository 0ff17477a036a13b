/**
 * /wallet/seamless/v1/{balance,debit,credit,rollback}: the vendor's calls (docs/seamless-wallet.md). The body is
 * read as text because the signature covers the exact bytes sent; it is parsed (zod) only after it is verified.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { verifySignedRequest } from './signature.ts';
import { balanceBody, creditBody, debitBody, rollbackBody } from './inputs.ts';
import { refusalAnswer, SeamlessRefusal, type SeamlessAnswer } from './refusals.ts';
import type { SeamlessWallet } from './service.ts';

export const SEAMLESS_PREFIX = '/wallet/seamless/v1';

function parse<S extends z.ZodType>(schema: S, raw: string): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new SeamlessRefusal('bad_request');
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new SeamlessRefusal('bad_request');
  return result.data;
}

function send(reply: FastifyReply, answer: SeamlessAnswer): FastifyReply {
  return reply.status(answer.status).send(answer.body);
}

export function seamlessRoutes(api: FastifyInstance, ctx: PlatformContext, wallet: SeamlessWallet): void {
  // Only this prefix reads bodies as text; /wps keeps Fastify's JSON parser.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) =>
    done(null, body),
  );
  api.setErrorHandler((error, request, reply) => {
    if (error instanceof SeamlessRefusal) return send(reply, error.answer);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, refusalAnswer('bad_request'));
    request.log.error({ err: error }, 'seamless wallet error');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Internal error; retry the call with the same transaction id.' } });
  });
  api.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: 'No such call.' } }),
  );

  const signed = (request: { headers: Record<string, string | string[] | undefined>; body: unknown }) => {
    if (typeof request.body !== 'string') throw new SeamlessRefusal('bad_request');
    return {
      vendor: verifySignedRequest(request.headers, request.body, ctx.config.seamlessSecrets, ctx.now()),
      raw: request.body,
    };
  };

  api.post('/balance', async (request, reply) => {
    const { vendor, raw } = signed(request);
    const body = parse(balanceBody, raw);
    if (!(await wallet.vendors.has(vendor))) throw new SeamlessRefusal('session_invalid');
    return send(reply, await wallet.balance(vendor, body.session));
  });

  api.post('/debit', async (request, reply) => {
    const { vendor, raw } = signed(request);
    const body = parse(debitBody, raw);
    // A disabled vendor takes no new bets; its wins and rollbacks still pay out what it owes.
    if (!(await wallet.vendors.has(vendor))) throw new SeamlessRefusal('session_invalid');
    return send(reply, await wallet.debit(vendor, body));
  });

  api.post('/credit', async (request, reply) => {
    const { vendor, raw } = signed(request);
    return send(reply, await wallet.credit(vendor, parse(creditBody, raw)));
  });

  api.post('/rollback', async (request, reply) => {
    const { vendor, raw } = signed(request);
    return send(reply, await wallet.rollback(vendor, parse(rollbackBody, raw)));
  });
}
