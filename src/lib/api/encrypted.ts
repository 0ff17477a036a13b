/**
 * Calls whose bodies travel encrypted (spec 7, "E"): the platform's public key is fetched once per page and
 * each body is sealed with a fresh key (docs/encrypted-calls.md).
 */
import { callPlatform, type CallOptions } from './client.ts';
import { PlatformCallError } from './envelope.ts';

interface BodyKey {
  keyId: string;
  publicKey: string;
}

let bodyKey: Promise<BodyKey> | undefined;

function currentKey(): Promise<BodyKey> {
  bodyKey ??= callPlatform<BodyKey>('/wps/system/crypto-key').catch((error: unknown) => {
    bodyKey = undefined;
    throw error;
  });
  return bodyKey;
}

export async function callEncrypted<T>(path: string, payload: unknown, options: Omit<CallOptions, 'body' | 'form'> = {}): Promise<T> {
  // crypto-js loads with the first sealed call, not with the page: the /login page stays a light page.
  const { encryptBody } = await import('../crypto/encrypted-body.ts');
  const send = async () => callPlatform<T>(path, { method: 'POST', ...options, body: { enc: await encryptBody(payload, await currentKey()) } });
  try {
    return await send();
  } catch (error) {
    // The platform may have rotated its key since this page fetched it: fetch it again once.
    if (!(error instanceof PlatformCallError) || error.code !== 'bad_encrypted_body') throw error;
    bodyKey = undefined;
    return send();
  }
}
