/** The two calls a bench client needs, over real HTTP: log in (sealed body, as the site does) and move wallet money. */
import { encryptBody } from '../../contract/rules/encrypted-body.ts';

export interface Answer {
  status: number;
  body: { success?: boolean; code?: string; value?: unknown } | undefined;
}

async function getJson(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

/** A session token for a demo member; throws when the login is refused. */
export async function login(origin: string, username: string, password: string): Promise<string> {
  const key = (await getJson(`${origin}/wps/system/crypto-key`)).body?.value as { keyId: string; publicKey: string };
  const enc = await encryptBody({ username, password, type: 'username' }, key);
  const answer = await getJson(`${origin}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en' },
    body: JSON.stringify({ enc }),
  });
  const token = (answer.body?.value as { token?: string } | undefined)?.token;
  if (!answer.body?.success || !token)
    throw new Error(`login of ${username} refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

export interface WalletMove {
  direction: 'in' | 'out';
  vassalage: string;
  /** Major units as text, as the site sends it. */
  amount: string;
  requestId: string;
}

/** POST /wps/relay/GCS_walletTransfer. Throws on a network error (server gone): the caller decides to retry. */
export function walletTransfer(origin: string, token: string, move: WalletMove): Promise<Answer> {
  return getJson(`${origin}/wps/relay/GCS_walletTransfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en', token },
    body: JSON.stringify(move),
  });
}
