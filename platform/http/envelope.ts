/** The spec's response envelope: { success, value, message } (spec 7). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requestLanguage } from './language.ts';
import { message, type MessageKey } from './messages.ts';

export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  /** Machine-readable reason on failures; the message is for people. */
  code?: string;
  /** Per-field problems on validation failures. */
  fields?: Record<string, string>;
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: null };
}

/** A refusal the player should read, in their language, with an HTTP status. */
export class PlatformError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly fields: Record<string, string> | undefined;
  readonly params: Record<string, string>;
  /** What the refusal carries besides its message, e.g. `{ captcha: true }` after failed logins (spec 8). */
  readonly value: unknown;

  constructor(
    status: number,
    key: MessageKey,
    fields?: Record<string, string>,
    params: Record<string, string> = {},
    value: unknown = null,
  ) {
    super(key);
    this.name = 'PlatformError';
    this.status = status;
    this.key = key;
    this.fields = fields;
    this.params = params;
    this.value = value;
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: PlatformError): FastifyReply {
  const language = requestLanguage(request);
  const body: Envelope<unknown> = {
    success: false,
    value: error.value,
    message: message(language, error.key, error.params),
    code: error.key,
    ...(error.fields ? { fields: error.fields } : {}),
  };
  return reply.status(error.status).send(body);
}

/** Parses input with a zod schema, or throws a 400 naming each bad field in the player's language. */
export function parseInput<S extends z.ZodType>(request: FastifyRequest, schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const language = requestLanguage(request);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'request';
    fields[field] ??= message(language, 'field_invalid', { field });
  }
  throw new PlatformError(400, 'bad_request', fields);
}
