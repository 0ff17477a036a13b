/**
 * One call between the site and the platform: its method and path, what it takes and what it answers. The site's
 * client parses every answer with `answer`; the platform validates input with `query`/`body`; platform tests check
 * every response against `answer`; the OpenAPI document is generated from the same objects.
 */
import type { z } from './zod.ts';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallContract {
  readonly method: CallMethod;
  /** The path under the site's origin, with `:name` for a path parameter (e.g. `/wps/notice/:id`). */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The `:name` path parameters, as they arrive (strings), when the path has any. */
  readonly params?: z.ZodType;
  /** Query parameters, for GET calls that take any. */
  readonly query?: z.ZodType;
  /** The JSON (or form) body, for calls that take one. */
  readonly body?: z.ZodType;
  /** For an encrypted (E) call, whose `body` is the sealed envelope: the JSON payload sealed inside it. */
  readonly sealed?: z.ZodType;
  /** The `value` of a successful envelope. */
  readonly answer: z.ZodType;
  /** True when the call needs the member's session (`token` header). */
  readonly signedIn?: boolean;
}

/** Declares a call, keeping its literal types so callers get the exact request and answer types. */
export function defineCall<const C extends CallContract>(call: C): C {
  return call;
}

export type AnswerOf<C extends CallContract> = z.infer<C['answer']>;
export type BodyOf<C extends CallContract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
export type SealedOf<C extends CallContract> = C['sealed'] extends z.ZodType ? z.input<C['sealed']> : never;
export type QueryOf<C extends CallContract> = C['query'] extends z.ZodType ? z.input<C['query']> : never;

/** Whether a concrete path (no query string) is an instance of a call's path pattern. */
export function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}
