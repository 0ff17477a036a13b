/** Secrets handed to clients: 256-bit tokens from the CSPRNG, stored only as their SHA-256. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A numeric code of `digits` digits, uniformly drawn (SMS codes, captcha answers). */
export function numericCode(digits: number): string {
  let code = '';
  for (let i = 0; i < digits; i += 1) code += String(randomInt(10));
  return code;
}
