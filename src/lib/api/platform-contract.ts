/**
 * A declared call made by a page on the server (platform-call.ts): its answer parsed with the call's schema like the
 * browser's callContract, so a page never renders a shape the contract does not declare.
 */
import type { AnswerOf, CallContract } from '../../../contract/call.ts';
import type { Locale } from '../i18n/locales.ts';
import { contractPath, type CallAddress } from './contract-path.ts';
import { contractAnswer } from './contract-answer.ts';
import { platformGet, type PlatformCall } from './platform-call.ts';

export async function platformContract<C extends CallContract>(
  call: PlatformCall | undefined,
  declared: C,
  language: Locale,
  options: CallAddress = {},
): Promise<AnswerOf<C>> {
  const value = await platformGet(call, contractPath(declared, options), language);
  return contractAnswer(declared, value);
}
