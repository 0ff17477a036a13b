/**
 * The PVP rooms (spec 7 "Games": /wps/relay/GLS2_roomList and /wps/game/launchGame, token): each room's seats
 * and next draw time, and the launch into a room. The countdown follows the platform's clock, not the device's.
 */
import { callContract } from '../api/client.ts';
import type { PvpRoom } from '../../../contract/calls/games.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadGames = () => import('../../../contract/calls/games.ts');

export type { PvpRoom };

export async function fetchRooms(language: string): Promise<PvpRoom[]> {
  return callContract((await loadGames()).pvpRoomList, { query: { language } });
}

/** Whole seconds left before the draw, never negative: `offsetMs` is the platform's clock minus the device's. */
export function secondsUntil(drawTime: number, deviceNow: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((drawTime - (deviceNow + offsetMs)) / 1000));
}

export async function fetchRoomUrl(gameId: string, vassalage: string, language: string): Promise<string> {
  const value = await callContract((await loadGames()).launchRoom, {
    body: { gameId, vassalage, language },
    headers: { language },
  });
  const url = value.game_url || value.game_url2;
  if (!url) throw new Error('launch answer without a room address');
  return url;
}
