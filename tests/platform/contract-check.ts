/**
 * Every answer of every platform test is checked against the contract (issue 14): the harness hands `checkAnswer`
 * to the server, and `contract-setup.ts` fails the test that received an answer its call does not declare.
 */
import { z } from 'zod';
import { callFor } from '../../contract/calls/index.ts';
import type { CallContract } from '../../contract/call.ts';
import { answered, refusal } from '../../contract/envelope.ts';

const mismatches: string[] = [];

/** Records a mismatch between an answer and its declared call; answers of undeclared paths are not checked here. */
export function checkAnswer(
  method: string,
  url: string,
  statusCode: number,
  payload: string,
  find: (method: string, url: string) => CallContract | undefined = callFor,
): void {
  const call = find(method, url);
  if (!call) return;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    mismatches.push(`${method} ${url} answered ${statusCode} with a body that is not JSON`);
    return;
  }
  const succeeded = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  const result = (succeeded ? answered(call.answer) : refusal).safeParse(body);
  if (!result.success)
    mismatches.push(`${method} ${url} answered ${statusCode} outside its contract:\n${z.prettifyError(result.error)}`);
}

/** The mismatches recorded since the last call, cleared. */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}
