/**
 * Password hashing (quality bars: argon2id, at least m=19 MiB, t=2, p=1). Hashes are PHC strings, so the
 * parameters travel with each hash and can be raised later without breaking old ones.
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Spec 4, 9: this password always forces a change at login. */
export const WEAK_DEFAULT_PASSWORD = '123456';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the account does not exist keeps the answer time the same either way,
// so timing does not tell which usernames exist.
let decoyHash: Promise<string> | undefined;

export async function burnVerification(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await passwordMatches(await decoyHash, password);
}
