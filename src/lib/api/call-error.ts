/**
 * What a failed platform call says to the player. A refusal's message is already in the player's language (the
 * platform writes it); a lost connection and an answer outside the contract carry developer text, so they get the
 * page's own words instead.
 */
import { PlatformCallError } from './envelope.ts';
import { NETWORK_ERROR, UNEXPECTED_ANSWER } from './client.ts';

/** The page's words for the two failures the platform did not word itself. */
export interface CallErrorTexts {
  network: string;
  unexpected: string;
}

/** The text for a failed call, or null when the error did not come from a platform call. */
export function callErrorText(error: unknown, texts: CallErrorTexts): string | null {
  if (!(error instanceof PlatformCallError)) return null;
  if (error.code === NETWORK_ERROR) return texts.network;
  if (error.code === UNEXPECTED_ANSWER) return texts.unexpected;
  return error.message;
}
