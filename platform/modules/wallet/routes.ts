/** Wallet calls (spec 7 "Wallet"): balance, consolidated funds, vendor wallet transfers, agent transfers, payment password. */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import {
  agentTransfer,
  consolidatedFunds,
  memberSecurity,
  type paymentPassword,
  paymentPasswordPayload,
  transferTargets,
  walletBalance,
  walletTransfer,
} from '../../../contract/calls/wallet.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requireMember, requireSession } from '../identity/index.ts';
import { amountMinor } from './inputs.ts';
import { setPaymentPassword } from './payment-password.ts';
import * as service from './service.ts';

const MIN_TRANSFER = 100n;
const MAX_TRANSFER = 100_000_000n;

export function walletRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/v2/wallets/balance', async (request) => {
    parseInput(request, walletBalance.query, request.query);
    const session = await requireSession(ctx, request);
    return ok<AnswerOf<typeof walletBalance>>(await service.balanceSummary(ctx, session.member));
  });

  wps.get('/member/info/funds/consolidated', async (request) => {
    parseInput(request, consolidatedFunds.query, request.query);
    const session = await requireMember(ctx, request);
    return ok<AnswerOf<typeof consolidatedFunds>>(await service.consolidatedFunds(ctx, session.member));
  });

  wps.post('/relay/GCS_walletTransfer', async (request) => {
    const body = parseInput(request, walletTransfer.body, request.body);
    const session = await requireMember(ctx, request);
    if (body.direction === 'allBack')
      return ok<AnswerOf<typeof walletTransfer>>(await service.allBackToMain(ctx, session.member, body.requestId));
    const amount = amountMinor(body.amount, MIN_TRANSFER, MAX_TRANSFER);
    return ok<AnswerOf<typeof walletTransfer>>(
      await service.moveVendorFunds(ctx, session.member, body.vassalage, body.direction, amount, body.requestId),
    );
  });

  wps.get('/member/transfer/targets', async (request) => {
    parseInput(request, transferTargets.query, request.query);
    const session = await requireMember(ctx, request);
    return ok<AnswerOf<typeof transferTargets>>({ targets: await service.transferTargets(ctx, session.member) });
  });

  wps.post('/member/transfer/agent', async (request) => {
    const body = parseInput(request, agentTransfer.body, request.body);
    const session = await requireMember(ctx, request);
    const amount = amountMinor(body.amount, MIN_TRANSFER, MAX_TRANSFER);
    return ok<AnswerOf<typeof agentTransfer>>(
      await service.transferToMember(ctx, session.member, body.to, amount, body.paymentPassword, body.requestId),
    );
  });

  wps.get('/member/security', async (request) => {
    parseInput(request, memberSecurity.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof memberSecurity>>({
      username: member.username,
      hasPaymentPassword: member.payment_password_hash !== null,
      email: member.email,
      mobileNum: member.mobile_num,
      countryDialingCode: member.country_dialing_code,
    });
  });

  wps.post('/member/paymentPassword', async (request) => {
    const session = await requireMember(ctx, request);
    await setPaymentPassword(
      ctx,
      session.member,
      await ctx.bodies.open(request.body).then((b) => parseInput(request, paymentPasswordPayload, b)),
    );
    return ok<AnswerOf<typeof paymentPassword>>({ hasPaymentPassword: true });
  });
}
