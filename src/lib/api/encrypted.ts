/**
 * Calls whose bodies travel encrypted (spec 7, "E"): the platform's public key is fetched once per page and
 * each body is sealed with a fresh key (docs/encrypted-calls.md).
 */
import type { AnswerOf, CallContract, SealedOf } from '../../../contract/call.ts';
import { callContract, type ContractCallOptions } from './client.ts';
import { PlatformCallError } from './envelope.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadAccounts = () => import('../../../contract/calls/accounts.ts');

type BodyKey = AnswerOf<typeof import('../../../contract/calls/accounts.ts').fetchBodyKey>;

let bodyKey: Promise<BodyKey> | undefined;

async function currentKey(): Promise<BodyKey> {
  bodyKey ??= callContract((await loadAccounts()).fetchBodyKey).catch((error: unknown) => {
    bodyKey = undefined;
    throw error;
  });
  return bodyKey;
}

/** Sends once, and again with a fresh key when the platform has rotated its key since this page fetched it. */
async function sealedSend<T>(payload: unknown, send: (enc: unknown) => Promise<T>): Promise<T> {
  // crypto-js loads with the first sealed call, not with the page: the /login page stays a light page.
  const { encryptBody } = await import('../../../contract/rules/encrypted-body.ts');
  const attempt = async () => send(await encryptBody(payload, await currentKey()));
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof PlatformCallError) || error.code !== 'bad_encrypted_body') throw error;
    bodyKey = undefined;
    return attempt();
  }
}

/** A declared E call (contract/calls): the payload typed by the call, the answer parsed with its schema. */
export async function callSealed<C extends CallContract>(
  call: C,
  payload: SealedOf<C>,
  options: Omit<ContractCallOptions, 'body' | 'form'> = {},
): Promise<AnswerOf<C>> {
  return sealedSend(payload, (enc) => callContract(call, { ...options, body: { enc } }));
}
