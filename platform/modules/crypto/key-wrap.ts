/**
 * How a body key's private half rests in the database (issue 30): in production, encrypted (AES-256-GCM) under a
 * key derived from BODY_KEY_SECRET, with the row's key id as associated data, so a copy of the database or a
 * backup unseals nothing without the secret, and a wrapped key moved onto another row does not open. Demo mode,
 * with no secret, keeps the PKCS#8 DER in clear (base64) as before.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'aes-256-gcm:v1:';

function wrappingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'body-keys', 'wrap private keys v1', 32));
}

export function isWrapped(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** The stored form of a private key (PKCS#8 DER): wrapped when there is a secret, else base64 in clear. */
export function wrapPrivateKey(der: Buffer, keyId: string, secret: string | undefined): string {
  if (secret === undefined) return der.toString('base64');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret), iv);
  cipher.setAAD(Buffer.from(keyId));
  const sealed = Buffer.concat([cipher.update(der), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64')).join('.')}`;
}

/** The PKCS#8 DER of a stored key; undefined when it is wrapped and this secret (or none) cannot open it. */
export function unwrapPrivateKey(stored: string, keyId: string, secret: string | undefined): Buffer | undefined {
  if (!isWrapped(stored)) return Buffer.from(stored, 'base64');
  if (secret === undefined) return undefined;
  const [iv, tag, sealed] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64'));
  if (!iv || !tag || !sealed) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret), iv);
    decipher.setAAD(Buffer.from(keyId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]);
  } catch {
    return undefined;
  }
}
