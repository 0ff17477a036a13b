/**
 * Reads the images of a multipart request: at most `maxFiles` files of at most `maxBytes`, each a PNG or
 * JPEG by its bytes (the name and declared type are ignored). Each file is streamed to a temporary file as it
 * arrives (never held whole in memory) and is kept only once every file of the request passed; a refused
 * request leaves nothing behind. Text fields may come first: `beforeFiles` sees them before a byte of any
 * file is written, so a request whose fields are wrong never touches the disk.
 */
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../../http/envelope.ts';
import type { MessageKey } from '../../http/messages.ts';
import type { ImageFolder, ReceivedImage, StoredImage } from './image-store.ts';

export interface ImageUploadRules {
  maxFiles: number;
  maxBytes: number;
  /** At least one image is needed. */
  required: boolean;
  /** Text fields accepted beside the files (names); others are refused as malformed. Unset: text fields are ignored. */
  fields?: string[];
  /** Longest text field value, in bytes; a longer one reaches beforeFiles marked as cut. */
  maxFieldBytes?: number;
  /** Called once with the text fields, before the first file is written (or at the end when none came). */
  beforeFiles?: (fields: Record<string, string>, cut: Set<string>) => void | Promise<void>;
  /** The refusals' codes for this kind of upload (default: the withdrawal proofs' codes, which take { max }). */
  refusals?: UploadRefusals;
}

/** Message codes of the three refusals an upload door words in its own terms. */
export interface UploadRefusals {
  tooMany: MessageKey;
  tooLarge: MessageKey;
  badType: MessageKey;
}

const PROOF_REFUSALS: UploadRefusals = {
  tooMany: 'proof_too_many',
  tooLarge: 'proof_too_large',
  badType: 'proof_bad_type',
};

export interface ImageUpload {
  images: StoredImage[];
  fields: Record<string, string>;
}

function tooMany(rules: ImageUploadRules): PlatformError {
  const code = (rules.refusals ?? PROOF_REFUSALS).tooMany;
  return new PlatformError(413, code, undefined, { max: String(rules.maxFiles) });
}

function tooLarge(rules: ImageUploadRules): PlatformError {
  const code = (rules.refusals ?? PROOF_REFUSALS).tooLarge;
  return new PlatformError(413, code, undefined, { max: String(rules.maxBytes / 1024 / 1024) });
}

/** Errors of the disk (ENOSPC, EACCES ...) are the server's; anything else the parser raised means the body was not valid multipart. */
function isSystemError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}

export async function readImages(
  request: FastifyRequest,
  folder: ImageFolder,
  rules: ImageUploadRules,
): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new PlatformError(415, 'unsupported_media_type');
  const allowed = new Set(rules.fields ?? []);
  const fields: Record<string, string> = {};
  const cut = new Set<string>();
  let checked = false;
  const check = async () => {
    if (checked) return;
    checked = true;
    await rules.beforeFiles?.(fields, cut);
  };
  const received: ReceivedImage[] = [];
  try {
    const limits = {
      files: rules.maxFiles,
      fileSize: rules.maxBytes,
      fields: Math.max(4, allowed.size),
      parts: rules.maxFiles + Math.max(4, allowed.size),
      fieldSize: rules.maxFieldBytes ?? 1024,
    };
    // busboy enforces the limits while the bytes arrive, so an oversized or extra file is never received whole.
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') {
        if (!rules.fields) continue; // a call without text fields ignores any
        if (!allowed.has(part.fieldname) || part.fieldname in fields) throw new PlatformError(400, 'upload_malformed');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        if (part.valueTruncated) cut.add(part.fieldname);
        continue;
      }
      await check();
      const image = await folder.receive(part.file);
      received.push(image);
      if (part.file.truncated) throw tooLarge(rules);
      if (image.sizeBytes === 0 && !part.filename) continue; // an empty file input
      if (!image.type) throw new PlatformError(415, (rules.refusals ?? PROOF_REFUSALS).badType);
    }
    await check();
    const images = received.filter((p) => p.type !== null);
    if (rules.required && images.length === 0) throw new PlatformError(400, 'proof_required');
    const stored = await folder.keep(images);
    await folder.discardReceived(received.filter((p) => p.type === null));
    return { images: stored, fields };
  } catch (error) {
    await folder.discardReceived(received);
    if (error instanceof PlatformError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany(rules);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules);
    if (isSystemError(error)) throw error;
    // Cut-off bodies, missing boundaries, broken part headers: the player's upload, not a server fault.
    throw new PlatformError(400, 'upload_malformed');
  }
}
