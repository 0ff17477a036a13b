/** Withdrawal calls of the member centre (issue "Withdraw"): rules, payee accounts, orders, confirmations. */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requireMember } from '../accounts/sessions.ts';
import { formatMinor } from '../ledger/money.ts';
import { amountText, requestId } from '../wallet/inputs.ts';
import { mainWallet } from '../wallet/accounts.ts';
import { confirmWithdrawal, memberWithdrawals } from './confirmations.ts';
import { addPayee, listPayees, MAX_PAYEES, payeeSchema } from './payees.ts';
import { MAX_PROOF_BYTES, MAX_PROOF_FILES } from '../../../src/lib/money/proof-images.ts';
import { readProofs } from './proof-upload.ts';
import { requestWithdrawal } from './requests.ts';
import { withdrawalSettings } from './settings.ts';
import { turnoverOf } from './turnover.ts';

const languageQuery = z.object({ language: z.string().max(16).optional() }).strict();
const orderParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) }).strict();

const withdrawalPayload = z.object({
  payeeAccountId: z.number().int().positive(), amount: amountText, paymentPassword: z.string().min(1).max(64), requestId,
}).strict();

const confirmPayload = z.object({ confirmation: z.enum(['received', 'full_payment']) }).strict();

export async function withdrawalRoutes(wps: FastifyInstance, ctx: PlatformContext): Promise<void> {
  // Multipart only where proofs are uploaded: this scope, not every /wps call.
  await wps.register(multipart, { limits: { files: MAX_PROOF_FILES, fileSize: MAX_PROOF_BYTES } });

  wps.get('/member/withdrawals/rules', async (request) => {
    parseInput(request, languageQuery, request.query);
    const { member } = await requireMember(ctx, request);
    const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
    const turnover = await turnoverOf(ctx, member, rules.turnoverPercent);
    const main = await ctx.ledger.balance(await mainWallet(ctx, member));
    return ok({
      min: formatMinor(rules.minMinor), minMinor: rules.minMinor.toString(), max: formatMinor(rules.maxMinor), maxMinor: rules.maxMinor.toString(),
      dailyCount: rules.dailyCount, confirmMinutes: rules.confirmMinutes,
      turnoverRequiredMinor: turnover.requiredMinor.toString(), turnoverDoneMinor: turnover.doneMinor.toString(),
      availableMinor: main.availableMinor.toString(), heldMinor: main.heldMinor.toString(),
      hasPaymentPassword: member.payment_password_hash !== null,
      maxPayees: MAX_PAYEES, maxProofFiles: MAX_PROOF_FILES, maxProofBytes: MAX_PROOF_BYTES,
    });
  });

  wps.get('/member/payees', async (request) => {
    parseInput(request, languageQuery, request.query);
    const { member } = await requireMember(ctx, request);
    return ok({ payees: await listPayees(ctx, member) });
  });

  wps.post('/member/payees', async (request) => {
    const body = parseInput(request, payeeSchema, request.body);
    const { member } = await requireMember(ctx, request);
    return ok({ payees: await addPayee(ctx, member, body) });
  });

  wps.get('/member/withdrawals', async (request) => {
    parseInput(request, languageQuery, request.query);
    const { member } = await requireMember(ctx, request);
    return ok({ items: await memberWithdrawals(ctx, member) });
  });

  wps.post('/member/withdrawals', async (request) => {
    const body = parseInput(request, withdrawalPayload, request.body);
    const { member } = await requireMember(ctx, request);
    return ok(await requestWithdrawal(ctx, member, body));
  });

  wps.post('/member/withdrawals/:id/confirm', async (request) => {
    const { id } = parseInput(request, orderParams, request.params);
    const body = parseInput(request, confirmPayload, request.body);
    const { member } = await requireMember(ctx, request);
    return ok(await confirmWithdrawal(ctx, member, id, body.confirmation));
  });

  // "Not received": multipart with 1-3 proof images (field name "proof").
  wps.post('/member/withdrawals/:id/not-received', async (request) => {
    const { id } = parseInput(request, orderParams, request.params);
    const { member } = await requireMember(ctx, request);
    const proofs = await readProofs(request, ctx.config.uploadDir);
    return ok(await confirmWithdrawal(ctx, member, id, 'not_received', proofs));
  });
}
