/**
 * Reads a chat message sent as multipart: the text field "text" first, then up to 3 images (any file field),
 * each at most 5 MB and a PNG or JPEG by its bytes. The shared upload door (uploads/image-upload.ts) streams
 * each file to a temporary name with the size cut off while it arrives, keeps the files only once the whole
 * message passed, and answers a malformed body with 400; the text is checked before a byte of any file is written.
 */
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../../http/envelope.ts';
import { MAX_PROOF_BYTES, MAX_PROOF_FILES } from '../../../contract/rules/proof-images.ts';
import { MAX_CHAT_TEXT_LENGTH } from '../../../contract/calls/chat.ts';
import { ImageFolder, readImages, type StoredImage } from '../uploads/index.ts';

export const MAX_CHAT_FILES = MAX_PROOF_FILES;
export const MAX_CHAT_FILE_BYTES = MAX_PROOF_BYTES;
/** Room for the longest message in any script (up to 4 bytes a character in UTF-8); a longer field is cut and refused. */
const MAX_TEXT_BYTES = MAX_CHAT_TEXT_LENGTH * 4;

export interface IncomingMessage {
  text: string;
  /** Kept under their final names; the caller writes their rows or discards them. */
  images: StoredImage[];
}

/** Chat images: the upload directory's chat folder (outside the web root; sent back only through the chat's calls). */
export function chatFolder(uploadDir: string): ImageFolder {
  return new ImageFolder(uploadDir, 'chat');
}

function tooLong(): PlatformError {
  return new PlatformError(400, 'chat_message_too_long', { text: 'too_long' }, { max: String(MAX_CHAT_TEXT_LENGTH) });
}

export async function readMultipartMessage(request: FastifyRequest, folder: ImageFolder): Promise<IncomingMessage> {
  let text = '';
  const upload = await readImages(request, folder, {
    maxFiles: MAX_CHAT_FILES,
    maxBytes: MAX_CHAT_FILE_BYTES,
    required: false,
    fields: ['text'],
    maxFieldBytes: MAX_TEXT_BYTES,
    refusals: {
      tooMany: 'chat_attachment_too_many',
      tooLarge: 'chat_attachment_too_large',
      badType: 'chat_attachment_bad_type',
    },
    beforeFiles: (fields, cut) => {
      if (cut.has('text')) throw tooLong();
      text = fields.text ?? '';
    },
  });
  return { text, images: upload.images };
}
