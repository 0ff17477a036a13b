/**
 * Game sessions: a launch opens one for (member, vendor, game) — a 256-bit token valid 30 minutes, renewed by
 * use. Only bets and balance need a live session; wins and rollbacks name the player and work after it expired.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newToken, tokenHash } from '../accounts/tokens.ts';
import * as repo from './repository.ts';
import { SeamlessRefusal } from './refusals.ts';

export const GAME_SESSION_MS = 30 * 60_000;
// Renewing writes the session row; once a minute is enough for a 30-minute window and keeps bets to one write less.
export const RENEW_EVERY_MS = 60_000;

export async function openGameSession(
  db: Kysely<Database>, merchant: string, memberId: number, vassalage: string, gameCode: string, now: number,
): Promise<string> {
  const token = newToken();
  const at = new Date(now).toISOString();
  await repo.insertGameSession(db, {
    token_hash: tokenHash(token), merchant_code: merchant, member_id: memberId, vassalage, game_code: gameCode,
    created_at: at, last_used_at: at, expires_at: new Date(now + GAME_SESSION_MS).toISOString(),
  });
  return token;
}

/** The session for this vendor, alive and of an active member, renewed; or session_invalid. */
export async function liveSession(db: Kysely<Database> | Transaction<Database>, hash: string, vendor: string, now: number) {
  const session = await repo.gameSession(db, hash);
  if (!session || session.vassalage !== vendor || session.status !== 'active' || Date.parse(session.expires_at) <= now) {
    throw new SeamlessRefusal('session_invalid');
  }
  if (now - Date.parse(session.last_used_at) > RENEW_EVERY_MS) {
    await repo.touchGameSession(db, hash, new Date(now).toISOString(), new Date(now + GAME_SESSION_MS).toISOString());
  }
  return session;
}
