/**
 * The PVP lobby's bingo rooms as shared rooms (issue 19): each LOTUS_ARENA game launched through
 * /wps/game/launchGame is a room with a fixed number of seats, a fixed card price and a draw on a fixed cycle.
 * Cycles are named by the clock (cycle n draws at n × cycle length since the epoch), so every server process
 * agrees on which cycle is current without talking to the others.
 */
import { catalogueEntry } from '../catalogue.ts';

export interface RoomConfig {
  vassalage: string;
  code: string;
  seats: number;
  cycleMs: number;
  cardPriceMinor: bigint;
}

/** Sales of a cycle stop this long before its draw; a card bought later goes to the next cycle. */
export const SALES_CLOSE_MS = 5_000;

export const ROOMS: readonly RoomConfig[] = [
  { vassalage: 'LOTUS_ARENA', code: 'bingo-blast', seats: 10, cycleMs: 30_000, cardPriceMinor: 100n },
  { vassalage: 'LOTUS_ARENA', code: 'bingo-90', seats: 20, cycleMs: 60_000, cardPriceMinor: 200n },
  { vassalage: 'LOTUS_ARENA', code: 'bingo-arena', seats: 30, cycleMs: 60_000, cardPriceMinor: 100n },
  { vassalage: 'LOTUS_ARENA', code: 'lucky-bingo', seats: 10, cycleMs: 60_000, cardPriceMinor: 500n },
  { vassalage: 'LOTUS_ARENA', code: 'bingo-royale', seats: 20, cycleMs: 120_000, cardPriceMinor: 1_000n },
];

const BY_KEY = new Map(ROOMS.map((room) => [`${room.vassalage}/${room.code}`, room]));

export function roomConfig(vassalage: string, code: string): RoomConfig | undefined {
  return BY_KEY.get(`${vassalage}/${code}`);
}

export function roomTitle(room: RoomConfig, language: 'en' | 'bn'): string {
  return catalogueEntry(room.vassalage, room.code)?.[language] ?? room.code;
}

/** The cycle whose cards are on sale at `now`: the one drawing next, or the one after when its sales have closed. */
export function cycleOnSale(room: RoomConfig, now: number): number {
  const next = Math.floor(now / room.cycleMs) + 1;
  return now >= next * room.cycleMs - SALES_CLOSE_MS ? next + 1 : next;
}

export const drawTimeOf = (room: RoomConfig, cycleNo: number) => cycleNo * room.cycleMs;
export const cycleIdOf = (room: RoomConfig, cycleNo: number) => `${room.vassalage}/${room.code}#${cycleNo}`;
