/**
 * The short number a player sees for a round or an order: the last eight letters and digits of its id, in
 * capitals (R3f0…9a1c2b7e → 9A1C2B7E). Enough to tell one's own rounds and orders apart and to quote to
 * support, who find the whole id by it; never the internal reference.
 */
const SHOWN = 8;

export function shortNumber(id: string): string {
  return id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-SHOWN)
    .toUpperCase();
}
