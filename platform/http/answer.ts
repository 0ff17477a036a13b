/**
 * A successful envelope whose value is typed by its declared call (contract/calls): a handler whose answer
 * drifts from the contract fails typecheck, and platform tests check the value itself against the schema.
 */
import type { AnswerOf, CallContract } from '../../contract/call.ts';
import { ok, type Envelope } from './envelope.ts';

export function answer<C extends CallContract>(_call: C, value: AnswerOf<C>): Envelope<AnswerOf<C>> {
  return ok(value);
}
