/**
 * The not-received form's own check of the chosen files, before anything is sent: how many, how large, and
 * what they are by their first bytes (the same test the platform applies again on arrival).
 */
import { MAX_PROOF_BYTES, MAX_PROOF_FILES, proofType } from '../../../contract/rules/proof-images.ts';

/** What is wrong with the chosen files, or null when they may be sent. */
export type ProofProblem = 'empty' | 'tooMany' | 'tooLarge' | 'badType';

export async function checkProofFiles(files: File[]): Promise<ProofProblem | null> {
  if (files.length === 0) return 'empty';
  if (files.length > MAX_PROOF_FILES) return 'tooMany';
  for (const file of files) {
    if (file.size > MAX_PROOF_BYTES) return 'tooLarge';
    const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
    if (!proofType(head)) return 'badType';
  }
  return null;
}
