/**
 * Browser calls to the platform: the envelope unwrapped, the player's language and session token attached.
 * A call refused because its session is over ends the tab's session (src/lib/auth/session-ended.ts).
 */
import { isEnvelope, PlatformCallError, unwrap } from './envelope.ts';
import { readStorage } from '../stores/browser-storage.ts';
import { sessionEnded } from '../auth/session-ended.ts';
import type { AnswerOf, CallContract } from '../../../contract/call.ts';
import { contractAnswer } from './contract-answer.ts';
import { contractPath, UNEXPECTED_ANSWER, type CallAddress } from './contract-path.ts';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded instead (spec 7: the forgot-password call is a form post). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads); the browser writes the boundary into the content type. */
  multipart?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Raised code when the platform could not be reached or did not answer with an envelope. */
export const NETWORK_ERROR = 'network';

/** The language the platform answers in: the chosen interface language, else the page's. */
function language(): string {
  return readStorage('local', 'lang') ?? document.documentElement.lang ?? 'bn';
}

function requestBody(options: CallOptions, headers: Record<string, string>): BodyInit | undefined {
  if (options.multipart) return options.multipart;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return new URLSearchParams(options.form).toString();
  }
  if (options.body === undefined) return undefined;
  headers['content-type'] = 'application/json';
  return JSON.stringify(options.body);
}

/** A call's value, unchecked: callers parse it with the call's schema (callContract). */
export async function callPlatform(path: string, options: CallOptions = {}): Promise<unknown> {
  const token = readStorage('session', 'token');
  const headers: Record<string, string> = { language: language(), ...options.headers };
  if (token) headers.token = token;
  const body = requestBody(options, headers);
  let response: Response;
  let answered: unknown;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    answered = await response.json();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PlatformCallError('network', 0, NETWORK_ERROR);
  }
  if (!isEnvelope(answered))
    throw new PlatformCallError(`unexpected answer from ${path}`, response.status, UNEXPECTED_ANSWER);
  const envelope = answered;
  // A token the platform refuses as not logged in is a dead session (spec 8), whichever call found it.
  if (token && response.status === 401 && envelope.code === 'not_logged_in') sessionEnded(token);
  return unwrap(envelope, response.status);
}

export { UNEXPECTED_ANSWER } from './contract-path.ts';

export interface ContractCallOptions extends Omit<CallOptions, 'method' | 'body'>, CallAddress {
  body?: unknown;
}

/**
 * A declared call (contract/calls): the answer is parsed with the call's schema, so a caller gets exactly the
 * declared type or one clear "unexpected answer" error, never a cast.
 */
export async function callContract<C extends CallContract>(
  call: C,
  options: ContractCallOptions = {},
): Promise<AnswerOf<C>> {
  const { params, query, ...rest } = options;
  const value = await callPlatform(contractPath(call, { params, query }), { ...rest, method: call.method });
  return contractAnswer(call, value);
}
