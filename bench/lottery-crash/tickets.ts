/**
 * Tickets bought the way the lottery page buys them: POST /vendor/lotto/<vassalage>/<game>/ticket with a player's
 * game session, from every bench player at once. Keno picks of 1-3 numbers at random, so about a quarter win
 * something; every answer is written down (a bench never kills the server while tickets are bought).
 */
import type { BenchPlayer } from '../lib/bench-players.ts';

export interface BoughtTicket {
  id: string;
  drawId: string;
  player: string;
  stakeMinor: bigint;
}

export interface Purchase {
  bought: BoughtTicket[];
  refused: string[];
}

function randomPick(): { betType: string; numbers: string[] } {
  const picks = 1 + Math.floor(Math.random() * 3);
  const numbers = new Set<number>();
  while (numbers.size < picks) numbers.add(1 + Math.floor(Math.random() * 80));
  return { betType: `pick${picks}`, numbers: [...numbers].map(String) };
}

async function buyOne(origin: string, path: string, player: BenchPlayer): Promise<BoughtTicket | string> {
  const stakeMinor = BigInt(100 * (1 + Math.floor(Math.random() * 20)));
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: player.session, ...randomPick(), stakeMinor: String(stakeMinor) }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { ticket?: { id: string; drawId: string }; code?: string };
  if (res.status !== 200 || !body.ticket) return `${res.status} ${body.code ?? ''}`;
  return { id: body.ticket.id, drawId: body.ticket.drawId, player: player.player, stakeMinor };
}

/** Each player buys `perPlayer` tickets one after another, all players at once. */
export async function buyTickets(
  origin: string,
  vassalage: string,
  game: string,
  players: BenchPlayer[],
  perPlayer: number,
): Promise<Purchase> {
  const path = `/vendor/lotto/${vassalage}/${game}/ticket`;
  const purchase: Purchase = { bought: [], refused: [] };
  await Promise.all(
    players.map(async (player) => {
      for (let i = 0; i < perPlayer; i += 1) {
        const answer = await buyOne(origin, path, player);
        if (typeof answer === 'string') purchase.refused.push(`player ${player.player}: ${answer}`);
        else purchase.bought.push(answer);
      }
    }),
  );
  return purchase;
}
