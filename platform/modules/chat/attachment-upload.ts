/**
 * Reads a chat message sent as multipart: the text field "text" and up to 3 images (any file field), each at
 * most 5 MB and a PNG or JPEG by its bytes (the withdrawal proofs' rules and checks). Nothing is written to
 * disk here: the caller stores the files once the whole message passed.
 */
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../../http/envelope.ts';
import { MAX_PROOF_BYTES, MAX_PROOF_FILES, proofType, type ProofType } from '../../../contract/rules/proof-images.ts';

export const MAX_CHAT_FILES = MAX_PROOF_FILES;
export const MAX_CHAT_FILE_BYTES = MAX_PROOF_BYTES;

export interface IncomingImage {
  type: ProofType;
  bytes: Buffer;
}

export interface IncomingMessage {
  text: string;
  images: IncomingImage[];
}

function tooMany(): PlatformError {
  return new PlatformError(413, 'chat_attachment_too_many', undefined, { max: String(MAX_CHAT_FILES) });
}

export async function readMultipartMessage(request: FastifyRequest): Promise<IncomingMessage> {
  let text = '';
  const images: IncomingImage[] = [];
  try {
    // busboy enforces the limits while the bytes arrive: a fourth or oversized file is never buffered whole.
    const limits = {
      files: MAX_CHAT_FILES,
      fileSize: MAX_CHAT_FILE_BYTES,
      fields: 2,
      parts: MAX_CHAT_FILES + 2,
      fieldSize: 64 * 1024,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'text' || typeof part.value !== 'string') throw new PlatformError(400, 'bad_request');
        text = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0 && !part.filename) continue; // an empty file input
      const type = proofType(bytes);
      if (!type) throw new PlatformError(415, 'chat_attachment_bad_type');
      images.push({ type, bytes });
    }
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PlatformError(413, 'chat_attachment_too_large', undefined, {
        max: String(MAX_CHAT_FILE_BYTES / 1024 / 1024),
      });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new PlatformError(400, 'bad_request');
    throw error;
  }
  return { text, images };
}
