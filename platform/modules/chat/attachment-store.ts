/**
 * Chat images on disk: received through the shared upload door into the chat folder (attachment-upload.ts),
 * under random names; the sender's file name never reaches the disk. They are sent back only through the chat's
 * own calls, to the conversation's player or to an operator.
 */
import fs from 'node:fs/promises';
import type { StoredImage } from '../uploads/index.ts';
import { chatFolder } from './attachment-upload.ts';

/** Removes files whose rows were not written. */
export async function discardImages(uploadDir: string, images: StoredImage[]): Promise<void> {
  await chatFolder(uploadDir).discard(images);
}

export function readImage(uploadDir: string, storedName: string): Promise<Buffer> {
  // storedName comes from our own rows (hex + extension), never from the request.
  return fs.readFile(chatFolder(uploadDir).pathOf(storedName));
}
