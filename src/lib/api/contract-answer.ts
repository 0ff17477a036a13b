/** A declared call's answer checked against its schema: the declared type, or the one "unexpected answer" error. */
import type { z } from '../../../contract/zod.ts';
import type { AnswerOf, CallContract } from '../../../contract/call.ts';
import { UNEXPECTED_ANSWER } from './contract-path.ts';
import { PlatformCallError } from './envelope.ts';

function parsed<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.output<S> } | { ok: false } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false };
}

export function contractAnswer<C extends CallContract>(call: C, value: unknown): AnswerOf<C> {
  const result = parsed<C['answer']>(call.answer, value);
  if (!result.ok)
    throw new PlatformCallError(`unexpected answer from ${call.method} ${call.path}`, 200, UNEXPECTED_ANSWER);
  return result.data;
}
