/** Browser calls to the platform: the envelope unwrapped, the player's language and session token attached. */
import { unwrap, type Envelope } from './envelope.ts';
import { readStorage } from '../stores/browser-storage.ts';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The language the platform answers in: the chosen interface language, else the page's. */
function language(): string {
  return readStorage('local', 'lang') ?? document.documentElement.lang ?? 'bn';
}

export async function callPlatform<T>(path: string, options: CallOptions = {}): Promise<T> {
  const token = readStorage('session', 'token');
  const headers: Record<string, string> = { language: language() };
  if (token) headers.token = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  return unwrap(envelope, response.status);
}
