/** What a bench needs to act as a game vendor: launch a game for a member (a game session) and sign seamless calls. */
import type { RawRequest } from 'autocannon';
import { sign } from '../../platform/modules/seamless/signature.ts';
import { demoVendorSecret } from '../../platform/modules/seamless/secrets.ts';

export const SEAMLESS_LAUNCH = { accountType: 1, confirmTrans: 0, clientType: 3, launchMode: 'GLS', platform: 'html5-desktop', language: 'en' };

/** A game session token for a logged-in member, through POST /wps/game/launchGameV2 as the site calls it. */
export async function launchGame(origin: string, token: string, vassalage: string, gameId: string): Promise<string> {
  const res = await fetch(`${origin}/wps/game/launchGameV2`, {
    method: 'POST', headers: { 'content-type': 'application/json', language: 'en', token },
    body: JSON.stringify({ ...SEAMLESS_LAUNCH, gameId, vassalage }), signal: AbortSignal.timeout(10_000),
  });
  const body = await res.json() as { value?: { game_url?: string } };
  const session = body.value?.game_url ? new URL(body.value.game_url, origin).searchParams.get('session') : null;
  if (!session) throw new Error(`launch refused: ${res.status} ${JSON.stringify(body)}`);
  return session;
}

/** An autocannon request to a seamless call, signed now with the demo vendor's development secret. */
export function signedRequest(request: RawRequest, vendor: string, call: string, payload: unknown): RawRequest {
  const body = JSON.stringify(payload);
  const timestamp = String(Date.now());
  return {
    ...request, method: 'POST', path: `/wallet/seamless/v1/${call}`, body,
    headers: { 'content-type': 'application/json', 'x-vendor': vendor, 'x-timestamp': timestamp, 'x-signature': sign(demoVendorSecret(vendor), timestamp, body) },
  };
}
