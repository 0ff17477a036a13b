/** Proof images of "not received" confirmations: the upload directory's withdrawal-proofs folder (see uploads/image-store.ts). */
import { ImageFolder, type StoredImage } from '../uploads/index.ts';

export type StoredProof = StoredImage;

export function proofFolder(uploadDir: string): ImageFolder {
  return new ImageFolder(uploadDir, 'withdrawal-proofs');
}

/** Removes files whose database rows were not written (the confirmation was refused after the upload). */
export async function discardProofs(uploadDir: string, proofs: StoredProof[]): Promise<void> {
  await proofFolder(uploadDir).discard(proofs);
}
