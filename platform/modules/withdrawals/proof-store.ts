/**
 * Where proof images live: the platform's upload directory (outside the web root; nothing serves it), each
 * under a random name. The player's file name never reaches the disk.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ProofType } from '../../../src/lib/money/proof-images.ts';

export interface StoredProof {
  storedName: string;
  mediaType: string;
  sizeBytes: number;
}

const MEDIA_TYPES: Record<ProofType, string> = { png: 'image/png', jpg: 'image/jpeg' };

function directory(uploadDir: string): string {
  return path.join(uploadDir, 'withdrawal-proofs');
}

export async function storeProof(uploadDir: string, type: ProofType, bytes: Uint8Array): Promise<StoredProof> {
  const dir = directory(uploadDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString('hex')}.${type}`;
  // 'wx': never overwrite; 0o600: readable by the platform's user only.
  await fs.writeFile(path.join(dir, storedName), bytes, { flag: 'wx', mode: 0o600 });
  return { storedName, mediaType: MEDIA_TYPES[type], sizeBytes: bytes.length };
}

/** Removes files whose database rows were not written (the confirmation was refused after the upload). */
export async function discardProofs(uploadDir: string, proofs: StoredProof[]): Promise<void> {
  await Promise.all(proofs.map((p) => fs.rm(path.join(directory(uploadDir), p.storedName), { force: true })));
}

export function proofPath(uploadDir: string, storedName: string): string {
  return path.join(directory(uploadDir), storedName);
}
