/**
 * The launch call as docs/seamless-wallet.md fixes it: POST /wps/game/launchGameV2 (token, `Language` header)
 * with the spec 9 constants. The answer's game_url (else game_url2) is kept as `iframeUrl` in session storage
 * for /game to show.
 */
import { callPlatform } from '../api/client.ts';
import { readStorage, writeStorage } from '../stores/browser-storage.ts';

/** Spec 9 launch constants. */
export const LAUNCH_CONSTANTS = { accountType: 1, confirmTrans: 0, clientType: 3, launchMode: 'GLS', platform: 'html5-desktop' } as const;

export interface LaunchRequest {
  gameId: string;
  vassalage: string;
  accountType: 1;
  confirmTrans: 0;
  clientType: 3;
  launchMode: 'GLS';
  platform: 'html5-desktop';
  language: string;
}

export function launchRequest(gameId: string, vassalage: string, language: string): LaunchRequest {
  return { gameId, vassalage, ...LAUNCH_CONSTANTS, language };
}

export async function fetchGameUrl(gameId: string, vassalage: string, language: string): Promise<string> {
  const value = await callPlatform<{ game_url?: string; game_url2?: string }>('/wps/game/launchGameV2', {
    method: 'POST',
    body: launchRequest(gameId, vassalage, language),
    // The spec's Language header (header names are case-insensitive; the client's own 'language' is replaced, not doubled).
    headers: { language },
  });
  const url = value.game_url || value.game_url2;
  if (!url) throw new Error('launch answer without a game address');
  return url;
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
