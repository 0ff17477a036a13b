/**
 * The launch call as docs/seamless-wallet.md fixes it: POST /wps/game/launchGameV2 (token, `Language` header)
 * with the spec 9 constants. The answer's game_url (else game_url2) is kept as `iframeUrl` in session storage
 * for /game to show.
 */
import { callContract } from '../api/client.ts';
import { readStorage, writeStorage } from '../stores/browser-storage.ts';
import type { LaunchRequest } from '../../../contract/calls/games.ts';
import { LAUNCH_CONSTANTS } from '../../../contract/rules/launch.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadGames = () => import('../../../contract/calls/games.ts');

export type { LaunchRequest };

export function launchRequest(gameId: string, vassalage: string, language: string): LaunchRequest {
  return { gameId, vassalage, ...LAUNCH_CONSTANTS, language };
}

export async function fetchGameUrl(gameId: string, vassalage: string, language: string): Promise<string> {
  const value = await callContract((await loadGames()).launchGame, {
    body: launchRequest(gameId, vassalage, language),
    // The spec's Language header (header names are case-insensitive; the client's own 'language' is replaced, not doubled).
    headers: { language },
  });
  const url = value.game_url || value.game_url2;
  // Spec 8 "Invalid URL, please contact customer service": an answer the frame cannot show is the platform's fault.
  if (!url || !safeGameUrl(url, window.location.origin)) throw new InvalidGameUrlError();
  return url;
}

/** The launch answered without a game address this site may show (none, or not http(s)). */
export class InvalidGameUrlError extends Error {
  constructor() {
    super('the launch answer holds no usable game address');
    this.name = 'InvalidGameUrlError';
  }
}

export const IFRAME_KEY = 'iframeUrl';

/**
 * Only addresses of this site or http(s) ones are shown: a stored javascript: or data: address in the frame
 * would run with the page's rights.
 */
export function safeGameUrl(value: string | null, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export const storeGameUrl = (url: string) => writeStorage('session', IFRAME_KEY, url);
export const storedGameUrl = () => readStorage('session', IFRAME_KEY);
