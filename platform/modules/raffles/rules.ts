/**
 * The arithmetic of raffle tickets, free of any store: settled stakes weighted by game category (the bonus
 * wagering's weights, promotions/wagering.ts) earn one ticket per whole `ticketMinor`; the remainder earns none.
 */
import { weightedStake, type CategoryWeights } from '../promotions/index.ts';

export interface TicketCount {
  weightedMinor: bigint;
  tickets: number;
}

export function ticketsFrom(
  stakes: Iterable<readonly [category: string, stakeMinor: bigint]>,
  weights: CategoryWeights,
  ticketMinor: bigint,
): TicketCount {
  const weightedMinor = weightedStake(stakes, weights);
  return { weightedMinor, tickets: ticketMinor > 0n ? Number(weightedMinor / ticketMinor) : 0 };
}

/** Prize amounts from their stored JSON (decimal strings of minor units, first prize first); bad entries dropped. */
export function parsePrizes(json: string): bigint[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && /^[1-9][0-9]{0,14}$/.test(v)).map((v) => BigInt(v));
}

/** A name shown in the public ticket list: enough to recognise oneself, not enough to find someone. */
export function maskedName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
