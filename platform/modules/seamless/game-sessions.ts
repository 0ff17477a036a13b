/**
 * Game sessions: a launch opens one for (member, vendor, game) — a 256-bit token valid 30 minutes, renewed by
 * use. Only bets and balance need a live session; wins and rollbacks name the player and work after it expired.
 * A game session lives only as long as the login session that launched it: logout, a password change or reset
 * (they delete the login session) and the login's idle expiry end it too. Betting is use of the login session,
 * so a player at a game for longer than the idle time is not logged out under it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newToken, tokenHash } from '../identity/index.ts';
import * as repo from './repository.ts';
import { SeamlessRefusal } from './refusals.ts';

export const GAME_SESSION_MS = 30 * 60_000;
// Renewing writes the session row; once a minute is enough for a 30-minute window and keeps bets to one write less.
export const RENEW_EVERY_MS = 60_000;

export interface GameSessionOwner {
  merchant: string;
  memberId: number;
  /** The hash of the login session's token. */
  loginTokenHash: string;
}

export async function openGameSession(
  db: Kysely<Database>,
  owner: GameSessionOwner,
  vassalage: string,
  gameCode: string,
  now: number,
  practice = false,
): Promise<string> {
  const token = newToken();
  const at = new Date(now).toISOString();
  await repo.insertGameSession(db, {
    token_hash: tokenHash(token),
    merchant_code: owner.merchant,
    member_id: owner.memberId,
    login_token_hash: owner.loginTokenHash,
    vassalage,
    game_code: gameCode,
    created_at: at,
    last_used_at: at,
    expires_at: new Date(now + GAME_SESSION_MS).toISOString(),
    practice: practice ? 1 : 0,
  });
  return token;
}

/** The oldest last use of a login session that still counts as alive at `now` (sessions.ts's idle rule). */
export function loginAliveSince(now: number, sessionIdleMs: number): string {
  return new Date(now - sessionIdleMs).toISOString();
}

/** Where a game session is checked: this platform's merchant and its login sessions' idle time. */
export interface SessionScope {
  merchant: string;
  sessionIdleMs: number;
}

/**
 * The session for this vendor and merchant, alive, of an active member and a live login, renewed; or
 * session_invalid. A session plays practice money exactly when its member is a trial: one that disagrees (never
 * made so) is refused rather than guessed at.
 */
export async function liveSession(
  db: Kysely<Database> | Transaction<Database>,
  scope: SessionScope,
  hash: string,
  vendor: string,
  now: number,
) {
  const session = await repo.gameSession(db, scope.merchant, hash);
  if (
    !session ||
    session.vassalage !== vendor ||
    session.status !== 'active' ||
    Date.parse(session.expires_at) <= now ||
    session.practice !== session.trial
  ) {
    throw new SeamlessRefusal('session_invalid');
  }
  const loginSeen = session.login_last_seen_at;
  if (!loginSeen || loginSeen < loginAliveSince(now, scope.sessionIdleMs)) throw new SeamlessRefusal('session_invalid');
  if (now - Date.parse(session.last_used_at) > RENEW_EVERY_MS) {
    const at = new Date(now).toISOString();
    await repo.touchGameSession(db, hash, at, new Date(now + GAME_SESSION_MS).toISOString());
    await repo.touchLoginSession(db, session.login_token_hash, at, new Date(now - RENEW_EVERY_MS).toISOString());
  }
  return session;
}
