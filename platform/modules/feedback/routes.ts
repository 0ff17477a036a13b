/**
 * Feedback and complaints (spec 7 "Common: feedback (PUT)"): the player sends a type, 1-140 characters and up
 * to 3 png/jpg images (multipart: fields `type` and `content` first, then files under `image`; a JSON body
 * without images is taken too), lists their own feedback with the operator's replies, and reads one.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { fetchFeedback, fetchMyFeedback, sendFeedback } from '../../../contract/calls/feedback.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { PlatformError, parseInput } from '../../http/envelope.ts';
import { requireMember } from '../identity/index.ts';
import { readImages, UploadSlots } from '../uploads/index.ts';
import { MAX_PROOF_BYTES, MAX_PROOF_FILES } from '../../../contract/rules/proof-images.ts';
import {
  assertFeedbackWelcome,
  checkFeedbackFields,
  memberFeedback,
  ownFeedback,
  saveFeedback,
} from './submissions.ts';
import { feedbackFolder } from './store.ts';

/** Room for 140 characters of any script in UTF-8 (up to 4 bytes each); a longer value is cut and refused. */
const MAX_CONTENT_BYTES = 140 * 4;
const UPLOADS_PER_MEMBER = 1;
const UPLOADS_OVERALL = 8;

export async function feedbackRoutes(wps: FastifyInstance, ctx: PlatformContext): Promise<void> {
  // Multipart only where images are uploaded: this scope, not every /wps call.
  await wps.register(multipart, { limits: { files: MAX_PROOF_FILES, fileSize: MAX_PROOF_BYTES } });
  const uploads = new UploadSlots(UPLOADS_PER_MEMBER, UPLOADS_OVERALL);
  const folder = feedbackFolder(ctx.config.uploadDir);

  wps.put('/feedback', async (request) => {
    // The member (never a trial account) first: a stranger's upload is refused before its body is read.
    const { member } = await requireMember(ctx, request);
    await assertFeedbackWelcome(ctx, member);
    if (!request.isMultipart()) {
      const body = parseInput(request, sendFeedback.body, request.body);
      return answer(sendFeedback, await saveFeedback(ctx, member, checkFeedbackFields(body), []));
    }
    const release = uploads.claim(Number(member.id));
    if (!release) throw new PlatformError(429, 'upload_busy');
    try {
      let input: ReturnType<typeof checkFeedbackFields> | undefined;
      const upload = await readImages(request, folder, {
        maxFiles: MAX_PROOF_FILES,
        maxBytes: MAX_PROOF_BYTES,
        required: false,
        fields: ['type', 'content'],
        maxFieldBytes: MAX_CONTENT_BYTES,
        // The text is checked before any image is written: bad feedback never touches the disk.
        beforeFiles: (fields, cut) => {
          input = checkFeedbackFields(fields, cut);
        },
      });
      return answer(sendFeedback, await saveFeedback(ctx, member, input!, upload.images));
    } finally {
      release();
    }
  });

  wps.get('/member/feedback', async (request) => {
    parseInput(request, fetchMyFeedback.query, request.query);
    const { member } = await requireMember(ctx, request);
    return answer(fetchMyFeedback, { items: await memberFeedback(ctx, member) });
  });

  wps.get('/member/feedback/:id', async (request) => {
    const { id } = parseInput(request, fetchFeedback.params, request.params);
    parseInput(request, fetchFeedback.query, request.query);
    const { member } = await requireMember(ctx, request);
    return answer(fetchFeedback, await ownFeedback(ctx, member, id));
  });
}
