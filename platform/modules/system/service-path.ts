/**
 * Encrypts a customer-service address the way the site decrypts it (the site's support module, service-path.ts):
 * base64url(iv[12] | AES-256-GCM(sha256(key8))) + key8, with a fresh key and IV per answer.
 */
import { createCipheriv, createHash, randomBytes } from 'node:crypto';

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function randomKeyText(): string {
  return Array.from(randomBytes(8), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export function encryptServicePath(address: string): string {
  const keyText = randomKeyText();
  const key = createHash('sha256').update(keyText).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(address, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([iv, body]).toString('base64url') + keyText;
}
