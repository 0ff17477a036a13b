/**
 * Where chat images live: the platform's upload directory (outside the web root), under random names; the
 * sender's file name never reaches the disk. They are sent back only through the chat's own calls, to the
 * conversation's player or to an operator.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { IncomingImage } from './attachment-upload.ts';

export interface StoredImage {
  storedName: string;
  mediaType: string;
  sizeBytes: number;
}

const MEDIA_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

function directory(uploadDir: string): string {
  return path.join(uploadDir, 'chat');
}

export async function storeImage(uploadDir: string, image: IncomingImage): Promise<StoredImage> {
  const dir = directory(uploadDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString('hex')}.${image.type}`;
  await fs.writeFile(path.join(dir, storedName), image.bytes, { flag: 'wx', mode: 0o600 });
  return { storedName, mediaType: MEDIA_TYPES[image.type], sizeBytes: image.bytes.length };
}

/** Removes files whose rows were not written. */
export async function discardImages(uploadDir: string, images: StoredImage[]): Promise<void> {
  await Promise.all(images.map((i) => fs.rm(path.join(directory(uploadDir), i.storedName), { force: true })));
}

export function readImage(uploadDir: string, storedName: string): Promise<Buffer> {
  // storedName comes from our own rows (hex + extension), never from the request.
  return fs.readFile(path.join(directory(uploadDir), storedName));
}
