/** Browser calls to the platform: the envelope unwrapped, the player's language and session token attached. */
import { PlatformCallError, unwrap, type Envelope } from './envelope.ts';
import { readStorage } from '../stores/browser-storage.ts';

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

export async function callPlatform<T>(path: string, options: CallOptions = {}): Promise<T> {
  const token = readStorage('session', 'token');
  const headers: Record<string, string> = { language: language(), ...options.headers };
  if (token) headers.token = token;
  const body = requestBody(options, headers);
  let response: Response;
  let envelope: Envelope<T>;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    envelope = (await response.json()) as Envelope<T>;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PlatformCallError('network', 0, NETWORK_ERROR);
  }
  return unwrap(envelope, response.status);
}
