/**
 * The raffle's draw, as anyone can recompute it (docs/decisions.md "Raffle draw"): the platform and the
 * promotion page's verify check run this same code, the page with the browser's Web Crypto.
 *
 * - The server seed is 64 hex characters; the round's commitment, published before the round opens, is
 *   hex(SHA-256(seed as UTF-8 text)).
 * - Tickets are numbered 1..N: holders in ascending member id, each holder's tickets consecutive.
 * - Winners: for k = 0, 1, 2 ... take h = SHA-256(`${seed}:${k}`) read as a 256-bit unsigned number, and the ticket
 *   (h mod N) + 1; a ticket already drawn is skipped. The first drawn ticket wins the first prize, and so on, until
 *   every prize is drawn or every ticket has won (a ticket wins at most one prize; a member may hold several).
 */

export const SEED_PATTERN = /^[0-9a-f]{64}$/;
/** Far beyond what any real draw needs (prizes are few): a guard, not a rule. */
const MAX_ROUNDS = 1_000_000;

const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

async function sha256Hex(text: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The commitment published before the round opens. */
export function commitmentOf(seed: string): Promise<string> {
  return sha256Hex(seed);
}

/** The winning ticket numbers, first prize first. */
export async function winningTickets(seed: string, ticketCount: number, prizeCount: number): Promise<number[]> {
  if (!SEED_PATTERN.test(seed)) throw new RangeError('a server seed is 64 lowercase hex characters');
  if (!Number.isSafeInteger(ticketCount) || ticketCount < 0) throw new RangeError('bad ticket count');
  if (!Number.isSafeInteger(prizeCount) || prizeCount < 0) throw new RangeError('bad prize count');
  const wanted = Math.min(ticketCount, prizeCount);
  const drawn: number[] = [];
  const taken = new Set<number>();
  const n = BigInt(ticketCount);
  for (let k = 0; drawn.length < wanted && k < MAX_ROUNDS; k += 1) {
    const ticket = Number(BigInt(`0x${await sha256Hex(`${seed}:${k}`)}`) % n) + 1;
    if (taken.has(ticket)) continue;
    taken.add(ticket);
    drawn.push(ticket);
  }
  return drawn;
}

export interface TicketHolder<Id> {
  holder: Id;
  tickets: number;
}

export interface TicketRange<Id> {
  holder: Id;
  first: number;
  count: number;
}

/** Numbers the tickets 1..N in the order given (the platform gives ascending member id); holders of none are left out. */
export function numberTickets<Id>(holders: readonly TicketHolder<Id>[]): TicketRange<Id>[] {
  const ranges: TicketRange<Id>[] = [];
  let next = 1;
  for (const { holder, tickets } of holders) {
    if (tickets <= 0) continue;
    ranges.push({ holder, first: next, count: tickets });
    next += tickets;
  }
  return ranges;
}

/** Whose ticket a number is. */
export function holderOf<Id>(ranges: readonly TicketRange<Id>[], ticket: number): Id | undefined {
  return ranges.find((r) => ticket >= r.first && ticket < r.first + r.count)?.holder;
}
