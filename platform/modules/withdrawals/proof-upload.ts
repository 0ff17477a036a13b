/**
 * Reads the proof images of a multipart "not received" request: 1 to 3 files of at most 5 MB, each a PNG or
 * JPEG by its bytes, streamed to disk (the shared checker in uploads/image-upload.ts).
 */
import type { FastifyRequest } from 'fastify';
import { MAX_PROOF_BYTES, MAX_PROOF_FILES } from '../../../contract/rules/proof-images.ts';
import { readImages } from '../uploads/index.ts';
import { proofFolder, type StoredProof } from './proof-store.ts';

export async function readProofs(request: FastifyRequest, uploadDir: string): Promise<StoredProof[]> {
  const upload = await readImages(request, proofFolder(uploadDir), {
    maxFiles: MAX_PROOF_FILES,
    maxBytes: MAX_PROOF_BYTES,
    required: true,
  });
  return upload.images;
}
