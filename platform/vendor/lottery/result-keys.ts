/**
 * The results providers' public keys, one per national game whose results are imported (LOTTERY_RESULT_KEYS:
 * JSON {"<game code>": "<Ed25519 public key>"}). A key is given as PEM, as base64 of its SPKI DER, or as base64 of
 * its 32 raw bytes. Only public keys live here: the provider keeps the private key, and nothing in the repository
 * holds one. A game named here no longer draws itself; its draws wait for a signed results file.
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';

export interface ResultKey {
  /** Short fingerprint of the key (first 16 hex of SHA-256 over its raw bytes), written into each signed file. */
  keyId: string;
  publicKey: KeyObject;
}

/** The DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The national draws whose results a provider can sign (keno is the vendor's own e-lottery, never imported). */
export const IMPORTABLE_GAMES: readonly string[] = ['vn-lotto', 'sea-lottery', 'sea-4d'];

function rawBytesOf(key: KeyObject): Buffer {
  return (key.export({ format: 'der', type: 'spki' }) as Buffer).subarray(ED25519_SPKI_PREFIX.length);
}

export function keyIdOf(key: KeyObject): string {
  return createHash('sha256').update(rawBytesOf(key)).digest('hex').slice(0, 16);
}

/** One key as configured; throws with a message that names the format expected (never echoing the value). */
export function publicKeyFrom(text: string): ResultKey {
  const trimmed = text.trim();
  let publicKey: KeyObject;
  if (trimmed.startsWith('-----BEGIN')) publicKey = createPublicKey(trimmed);
  else {
    const der = Buffer.from(trimmed, 'base64');
    const spki = der.length === 32 ? Buffer.concat([ED25519_SPKI_PREFIX, der]) : der;
    publicKey = createPublicKey({ key: spki, format: 'der', type: 'spki' });
  }
  if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 public key');
  return { keyId: keyIdOf(publicKey), publicKey };
}

/** Parses LOTTERY_RESULT_KEYS; problems name the game and what is wrong, in the environment's problem list. */
export function parseResultKeys(raw: string | undefined): { keys: Map<string, ResultKey>; problems: string[] } {
  const keys = new Map<string, ResultKey>();
  const problems: string[] = [];
  if (!raw) return { keys, problems };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    problems.push(
      'LOTTERY_RESULT_KEYS: must be JSON mapping game codes to Ed25519 public keys, e.g. {"vn-lotto":"<base64>"}',
    );
    return { keys, problems };
  }
  for (const [game, value] of Object.entries(parsed)) {
    if (!IMPORTABLE_GAMES.includes(game)) {
      problems.push(`LOTTERY_RESULT_KEYS: ${game} is not a national draw (${IMPORTABLE_GAMES.join(', ')})`);
      continue;
    }
    try {
      if (typeof value !== 'string') throw new Error('not a string');
      keys.set(game, publicKeyFrom(value));
    } catch {
      problems.push(
        `LOTTERY_RESULT_KEYS: the key for ${game} is not an Ed25519 public key (PEM, or base64 of SPKI DER or of the 32 raw bytes)`,
      );
    }
  }
  return { keys, problems };
}
