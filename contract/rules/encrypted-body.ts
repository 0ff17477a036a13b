/**
 * Encrypted call bodies (spec 7 "E"; docs/encrypted-calls.md). Each message gets a fresh 64-byte secret:
 * the first half is the AES-256-CBC key, the second the HMAC-SHA256 key. The secret travels wrapped with
 * the platform's RSA-OAEP (SHA-256) public key. AES and HMAC use crypto-js with explicit keys and IVs,
 * never its passphrase mode; RSA uses WebCrypto. Works in browsers and in Node ≥ 22 (globalThis.crypto).
 */
import CryptoJS from 'crypto-js';
import type { AnswerOf } from '../call.ts';
import type { fetchBodyKey } from '../calls/accounts.ts';

export const ENVELOPE_VERSION = 1;

/** The platform's key as GET /wps/system/crypto-key answers it (contract/calls/accounts.ts). */
export type BodyKey = Pick<AnswerOf<typeof fetchBodyKey>, 'keyId' | 'publicKey'>;

export interface EncryptedEnvelope {
  v: 1;
  kid: string;
  /** The wrapped 64-byte secret, base64. */
  key: string;
  iv: string;
  data: string;
  ts: number;
  nonce: string;
  mac: string;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

function wordArray(bytes: Uint8Array): CryptoJS.lib.WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) words[i >>> 2] = (words[i >>> 2] ?? 0) | (bytes[i]! << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

/** The text the MAC covers: every field but the MAC, in a fixed order. */
export function macInput(envelope: Omit<EncryptedEnvelope, 'mac'>): string {
  return `v${envelope.v}|${envelope.kid}|${envelope.key}|${envelope.iv}|${envelope.data}|${envelope.ts}|${envelope.nonce}`;
}

const publicKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(key: BodyKey): Promise<CryptoKey> {
  let imported = publicKeys.get(key.keyId);
  if (!imported) {
    imported = crypto.subtle.importKey(
      'spki',
      fromBase64(key.publicKey),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    publicKeys.set(key.keyId, imported);
  }
  return imported;
}

export async function encryptBody(
  payload: unknown,
  key: BodyKey,
  now: number = Date.now(),
): Promise<EncryptedEnvelope> {
  const secret = crypto.getRandomValues(new Uint8Array(64));
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const nonce = crypto.getRandomValues(new Uint8Array(16));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, await importPublicKey(key), secret));
  const encrypted = CryptoJS.AES.encrypt(
    CryptoJS.enc.Utf8.parse(JSON.stringify(payload)),
    wordArray(secret.subarray(0, 32)),
    {
      iv: wordArray(iv),
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    },
  );
  const unsigned = {
    v: ENVELOPE_VERSION,
    kid: key.keyId,
    key: toBase64(wrapped),
    iv: toBase64(iv),
    data: CryptoJS.enc.Base64.stringify(encrypted.ciphertext),
    ts: now,
    nonce: toBase64(nonce),
  } as const;
  const mac = CryptoJS.enc.Base64.stringify(CryptoJS.HmacSHA256(macInput(unsigned), wordArray(secret.subarray(32))));
  return { ...unsigned, mac };
}
