/**
 * The draws' hash chain: link i-1 = SHA-256(link i), from a secret terminal seed down to link 0, the anchor, which
 * is published when the chain is made. Draw i reveals link i; anyone can hash it i times and reach the anchor, and
 * hash it once to reach the previous draw's seed, so the operator could not have picked any seed after the fact.
 */
import { newServerSeed, seedHash } from '../engines/fairness.ts';

/** SHA-256 applied `times` times to a 64-hex seed (over its bytes, as seedHash does). */
export function hashTimes(seedHex: string, times: number): string {
  let link = seedHex;
  for (let i = 0; i < times; i += 1) link = seedHash(link);
  return link;
}

export function newChain(length: number): { terminalSeed: string; anchorHash: string } {
  const terminalSeed = newServerSeed();
  return { terminalSeed, anchorHash: hashTimes(terminalSeed, length) };
}

/** Link `index` (1 … length) of the chain: the seed of the chain's index-th draw. */
export function chainLink(terminalSeed: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > length)
    throw new Error(`chain index ${index} outside 1…${length}`);
  return hashTimes(terminalSeed, length - index);
}

/** True when `seed`, hashed `index` times, is the chain's published anchor. */
export function reachesAnchor(seed: string, index: number, anchorHash: string): boolean {
  try {
    return hashTimes(seed, index) === anchorHash;
  } catch {
    return false;
  }
}
