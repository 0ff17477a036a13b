/** Deposit calls: the member's methods, orders and their status; and the gateways' server-to-server notifications. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireMember } from '../identity/index.ts';
import type { AnswerOf } from '../../../contract/call.ts';
import {
  depositMethods as methodsCall,
  depositOrderParams,
  depositOrderStatus,
  openDepositOrder,
} from '../../../contract/calls/deposits.ts';
import { depositMethods } from './channels.ts';
import { createOrder, memberOrder } from './orders.ts';
import { settle } from './settle.ts';

const gatewayParams = z.object({ gateway: z.string().regex(/^[a-z0-9-]{1,24}$/) }).strict();

/** Notifications are small; a larger body is not a gateway's. */
const NOTIFY_BODY_LIMIT = 4096;

export function depositRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/deposit/methods', async (request) => {
    parseInput(request, methodsCall.query, request.query);
    await requireMember(ctx, request);
    return ok<AnswerOf<typeof methodsCall>>(await depositMethods(ctx, requestLanguage(request)));
  });

  wps.post('/deposit/orders', async (request) => {
    const body = parseInput(request, openDepositOrder.body, request.body);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof openDepositOrder>>(await createOrder(ctx, member, body, requestLanguage(request)));
  });

  wps.get('/deposit/orders/:orderId', async (request) => {
    parseInput(request, depositOrderStatus.query, request.query);
    const { member } = await requireMember(ctx, request);
    const { orderId } = parseInput(request, depositOrderParams, request.params);
    return ok<AnswerOf<typeof depositOrderStatus>>(await memberOrder(ctx, member, orderId, requestLanguage(request)));
  });

  // Its own scope: the signature covers the body exactly as sent, so JSON is kept as text here and parsed after the check.
  void wps.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post('/deposit/notify/:gateway', async (request) => {
      const { gateway: name } = parseInput(request, gatewayParams, request.params);
      const gateway = ctx.gateways.get(name);
      if (!gateway) throw new PlatformError(404, 'not_found');
      const raw = typeof request.body === 'string' ? request.body : '';
      const reading = gateway.readNotification(raw, request.headers, ctx.now());
      if (!reading.ok) {
        request.log.warn({ gateway: name, reason: reading.reason }, 'deposit notification refused');
        throw new PlatformError(reading.reason === 'malformed' ? 400 : 401, 'deposit_signature_invalid');
      }
      return ok(await settle(ctx, name, reading.notification));
    });
  });
}
