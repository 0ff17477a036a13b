/** Withdrawal calls of the member centre (issue "Withdraw"): rules, payee accounts, orders, confirmations. */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AnswerOf } from '../../../contract/call.ts';
import * as calls from '../../../contract/calls/withdrawals.ts';
import type { PlatformContext } from '../../context.ts';
import { PlatformError, ok, parseInput } from '../../http/envelope.ts';
import { requireMember } from '../identity/index.ts';
import { formatMinor } from '../../../contract/minor-units.ts';
import { mainWallet } from '../wallet/index.ts';
import { assertProofsWelcome, confirmWithdrawal, memberWithdrawals } from './confirmations.ts';
import { addPayee, listPayees, MAX_PAYEES } from './payees.ts';
import { MAX_PROOF_BYTES, MAX_PROOF_FILES } from '../../../contract/rules/proof-images.ts';
import { readProofs } from './proof-upload.ts';
import { UploadSlots } from '../uploads/index.ts';
import { requestWithdrawal } from './requests.ts';
import { withdrawalSettings } from './settings.ts';
import { turnoverOf } from './turnover.ts';

/** Proof uploads received at once: one per member (the form sends one), and a few in all per process. */
const UPLOADS_PER_MEMBER = 1;
const UPLOADS_OVERALL = 8;

export async function withdrawalRoutes(wps: FastifyInstance, ctx: PlatformContext): Promise<void> {
  // Multipart only where proofs are uploaded: this scope, not every /wps call.
  await wps.register(multipart, { limits: { files: MAX_PROOF_FILES, fileSize: MAX_PROOF_BYTES } });
  const uploads = new UploadSlots(UPLOADS_PER_MEMBER, UPLOADS_OVERALL);

  wps.get('/member/withdrawals/rules', async (request) => {
    parseInput(request, calls.fetchWithdrawalRules.query, request.query);
    const { member } = await requireMember(ctx, request);
    const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
    const turnover = await turnoverOf(ctx, member, rules.turnoverPercent);
    const main = await ctx.ledger.balance(await mainWallet(ctx, member));
    return ok<AnswerOf<typeof calls.fetchWithdrawalRules>>({
      min: formatMinor(rules.minMinor),
      minMinor: rules.minMinor.toString(),
      max: formatMinor(rules.maxMinor),
      maxMinor: rules.maxMinor.toString(),
      dailyCount: rules.dailyCount,
      confirmMinutes: rules.confirmMinutes,
      turnoverRequiredMinor: turnover.requiredMinor.toString(),
      turnoverDoneMinor: turnover.doneMinor.toString(),
      availableMinor: main.availableMinor.toString(),
      heldMinor: main.heldMinor.toString(),
      hasPaymentPassword: member.payment_password_hash !== null,
      maxPayees: MAX_PAYEES,
      maxProofFiles: MAX_PROOF_FILES,
      maxProofBytes: MAX_PROOF_BYTES,
    });
  });

  wps.get('/member/payees', async (request) => {
    parseInput(request, calls.listPayees.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.listPayees>>({ payees: await listPayees(ctx, member) });
  });

  wps.post('/member/payees', async (request) => {
    const body = parseInput(request, calls.addPayee.body, request.body);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.addPayee>>({ payees: await addPayee(ctx, member, body) });
  });

  wps.get('/member/withdrawals', async (request) => {
    parseInput(request, calls.listWithdrawals.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.listWithdrawals>>({ items: await memberWithdrawals(ctx, member) });
  });

  wps.post('/member/withdrawals', async (request) => {
    const body = parseInput(request, calls.requestWithdrawal.body, request.body);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.requestWithdrawal>>(await requestWithdrawal(ctx, member, body));
  });

  wps.post('/member/withdrawals/:id/confirm', async (request) => {
    const { id } = parseInput(request, calls.withdrawalParams, request.params);
    const body = parseInput(request, calls.confirmWithdrawal.body, request.body);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.confirmWithdrawal>>(await confirmWithdrawal(ctx, member, id, body.confirmation));
  });

  // "Not received": multipart with 1-3 proof images (field name "proof").
  wps.post('/member/withdrawals/:id/not-received', async (request) => {
    const { id } = parseInput(request, calls.withdrawalParams, request.params);
    const { member } = await requireMember(ctx, request);
    // Owner, state and room first: a stranger's or a closed order's upload is refused before its body is read.
    await assertProofsWelcome(ctx, member, id);
    const release = uploads.claim(Number(member.id));
    if (!release) throw new PlatformError(429, 'upload_busy');
    try {
      const proofs = await readProofs(request, ctx.config.uploadDir);
      return ok<AnswerOf<typeof calls.reportNotReceived>>(
        await confirmWithdrawal(ctx, member, id, 'not_received', proofs),
      );
    } finally {
      release();
    }
  });
}
