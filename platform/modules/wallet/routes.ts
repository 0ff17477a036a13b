/** Wallet calls (spec 7 "Wallet"): balance, consolidated funds, vendor wallet transfers, agent transfers, payment password. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requireMember, requireSession } from '../accounts/sessions.ts';
import { amountMinor, amountText, requestId } from './inputs.ts';
import { paymentPasswordPayload, setPaymentPassword } from './payment-password.ts';
import * as service from './service.ts';

const languageQuery = z.object({ language: z.string().max(16).optional() }).strict();
const MIN_TRANSFER = 100n;
const MAX_TRANSFER = 100_000_000n;

const walletTransfer = z.discriminatedUnion('direction', [
  z.object({ direction: z.enum(['in', 'out']), vassalage: z.string().min(1).max(40), amount: amountText, requestId }).strict(),
  z.object({ direction: z.literal('allBack'), requestId }).strict(),
]);

const agentTransfer = z.object({
  to: z.string().trim().min(1).max(64), amount: amountText, paymentPassword: z.string().min(1).max(64), requestId,
}).strict();

export function walletRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/v2/wallets/balance', async (request) => {
    parseInput(request, languageQuery, request.query);
    const session = await requireSession(ctx, request);
    return ok(await service.balanceSummary(ctx, session.member));
  });

  wps.get('/member/info/funds/consolidated', async (request) => {
    parseInput(request, languageQuery, request.query);
    const session = await requireMember(ctx, request);
    return ok(await service.consolidatedFunds(ctx, session.member));
  });

  wps.post('/relay/GCS_walletTransfer', async (request) => {
    const body = parseInput(request, walletTransfer, request.body);
    const session = await requireMember(ctx, request);
    if (body.direction === 'allBack') return ok(await service.allBackToMain(ctx, session.member, body.requestId));
    const amount = amountMinor(body.amount, MIN_TRANSFER, MAX_TRANSFER);
    return ok(await service.moveVendorFunds(ctx, session.member, body.vassalage, body.direction, amount, body.requestId));
  });

  wps.get('/member/transfer/targets', async (request) => {
    parseInput(request, languageQuery, request.query);
    const session = await requireMember(ctx, request);
    return ok({ targets: await service.transferTargets(ctx, session.member) });
  });

  wps.post('/member/transfer/agent', async (request) => {
    const body = parseInput(request, agentTransfer, request.body);
    const session = await requireMember(ctx, request);
    const amount = amountMinor(body.amount, MIN_TRANSFER, MAX_TRANSFER);
    return ok(await service.transferToMember(ctx, session.member, body.to, amount, body.paymentPassword, body.requestId));
  });

  wps.get('/member/security', async (request) => {
    parseInput(request, languageQuery, request.query);
    const { member } = await requireMember(ctx, request);
    return ok({
      username: member.username, hasPaymentPassword: member.payment_password_hash !== null,
      email: member.email, mobileNum: member.mobile_num, countryDialingCode: member.country_dialing_code,
    });
  });

  wps.post('/member/paymentPassword', async (request) => {
    const session = await requireMember(ctx, request);
    await setPaymentPassword(ctx, session.member, await ctx.bodies.open(request.body).then((b) => parseInput(request, paymentPasswordPayload, b)));
    return ok({ hasPaymentPassword: true });
  });
}
