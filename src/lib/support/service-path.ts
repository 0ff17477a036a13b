/**
 * Customer-service addresses arrive encrypted; the last 8 characters of each path are the key for the
 * rest (spec 7). Format: base64url(iv[12] | AES-256-GCM ciphertext) + key[8], with the AES key the
 * SHA-256 of the 8-character key. The key travels with the data, so this hides the address from casual
 * scraping only; it is not a secret. Works in browsers and Node (WebCrypto).
 */
const KEY_LENGTH = 8;

function fromBase64Url(text: string): Uint8Array {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export async function decryptServicePath(path: string): Promise<string> {
  if (path.length <= KEY_LENGTH) throw new Error('service path too short');
  const keyText = path.slice(-KEY_LENGTH);
  const data = fromBase64Url(path.slice(0, -KEY_LENGTH));
  const keyBytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(keyText));
  const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: data.slice(0, 12) }, key, data.slice(12));
  return new TextDecoder().decode(plain);
}
