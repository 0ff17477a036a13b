/** Fails a platform test whose requests got an answer outside the contract (see contract-check.ts). */
import { afterEach } from 'vitest';
import { takeMismatches } from './contract-check.ts';

afterEach(() => {
  const found = takeMismatches();
  if (found.length > 0) throw new Error(`answers outside the contract:\n${found.join('\n\n')}`);
});
