/**
 * Reads the proof images of a multipart "not received" request: at most 3 files of at most 5 MB, each a PNG
 * or JPEG by its bytes. Files are stored (random names) only once all of them passed, so a refused request
 * leaves nothing behind.
 */
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../../http/envelope.ts';
import { MAX_PROOF_BYTES, MAX_PROOF_FILES, proofType, type ProofType } from '../../../src/lib/money/proof-images.ts';
import { storeProof, type StoredProof } from './proof-store.ts';

function tooMany(): PlatformError {
  return new PlatformError(413, 'proof_too_many', undefined, { max: String(MAX_PROOF_FILES) });
}

function tooLarge(): PlatformError {
  return new PlatformError(413, 'proof_too_large', undefined, { max: String(MAX_PROOF_BYTES / 1024 / 1024) });
}

export async function readProofs(request: FastifyRequest, uploadDir: string): Promise<StoredProof[]> {
  if (!request.isMultipart()) throw new PlatformError(415, 'unsupported_media_type');
  const accepted: { type: ProofType; bytes: Buffer }[] = [];
  try {
    // busboy enforces the limits while the bytes arrive, so an oversized or fourth file is never buffered whole.
    for await (const part of request.parts({ limits: { files: MAX_PROOF_FILES, fileSize: MAX_PROOF_BYTES, fields: 4, parts: MAX_PROOF_FILES + 4 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (bytes.length === 0 && !part.filename) continue; // an empty file input
      const type = proofType(bytes);
      if (!type) throw new PlatformError(415, 'proof_bad_type');
      accepted.push({ type, bytes });
    }
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (accepted.length === 0) throw new PlatformError(400, 'proof_required');
  const stored: StoredProof[] = [];
  for (const file of accepted) stored.push(await storeProof(uploadDir, file.type, file.bytes));
  return stored;
}
