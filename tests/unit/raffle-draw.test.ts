/**
 * The raffle's winner function (contract/rules/raffle-draw.ts): deterministic in the seed and the ticket count,
 * distinct tickets, first prize first, within 1..N; the commitment is the seed's SHA-256; tickets are numbered
 * consecutively per holder. Expected values are computed here independently with node:crypto.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, holderOf, numberTickets, winningTickets } from '../../contract/rules/raffle-draw.ts';
import { maskedName, parsePrizes, ticketsFrom } from '../../platform/modules/raffles/rules.ts';

const SEED = 'a'.repeat(64);
const SEED2 = '0123456789abcdef'.repeat(4);

/** The documented rule, written again without the module: h(seed:k) mod N + 1, skipping repeats. */
function independent(seed: string, n: number, prizes: number): number[] {
  const out: number[] = [];
  for (let k = 0; out.length < Math.min(n, prizes); k += 1) {
    const h = BigInt(`0x${createHash('sha256').update(`${seed}:${k}`).digest('hex')}`);
    const ticket = Number(h % BigInt(n)) + 1;
    if (!out.includes(ticket)) out.push(ticket);
  }
  return out;
}

describe('raffle draw', () => {
  it('commits to the SHA-256 of the seed text', async () => {
    expect(await commitmentOf(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
  });

  it('draws the documented tickets, the same every time, for any seed and count', async () => {
    for (const seed of [SEED, SEED2])
      for (const [n, p] of [
        [1, 3],
        [2, 3],
        [3, 3],
        [10, 3],
        [1000, 5],
      ] as const) {
        const drawn = await winningTickets(seed, n, p);
        expect(drawn).toEqual(independent(seed, n, p));
        expect(await winningTickets(seed, n, p)).toEqual(drawn);
        expect(drawn).toHaveLength(Math.min(n, p));
        expect(new Set(drawn).size).toBe(drawn.length);
        for (const t of drawn) expect(t >= 1 && t <= n).toBe(true);
      }
  });

  it('depends on the seed: two seeds draw differently over many tickets', async () => {
    expect(await winningTickets(SEED, 1_000_000, 3)).not.toEqual(await winningTickets(SEED2, 1_000_000, 3));
  });

  it('draws nothing without tickets or prizes, and refuses a bad seed', async () => {
    expect(await winningTickets(SEED, 0, 3)).toEqual([]);
    expect(await winningTickets(SEED, 5, 0)).toEqual([]);
    await expect(winningTickets('xyz', 5, 1)).rejects.toThrow(/seed/);
    await expect(winningTickets(SEED.toUpperCase(), 5, 1)).rejects.toThrow(/seed/);
    await expect(winningTickets(SEED, -1, 1)).rejects.toThrow(/ticket count/);
  });

  it('numbers tickets consecutively per holder and finds a ticket holder', () => {
    const ranges = numberTickets([
      { holder: 'a', tickets: 2 },
      { holder: 'b', tickets: 0 },
      { holder: 'c', tickets: 3 },
    ]);
    expect(ranges).toEqual([
      { holder: 'a', first: 1, count: 2 },
      { holder: 'c', first: 3, count: 3 },
    ]);
    expect([1, 2, 3, 5, 6].map((t) => holderOf(ranges, t))).toEqual(['a', 'a', 'c', 'c', undefined]);
  });

  it('earns a ticket per whole weighted ৳100 and reads prizes and names safely', () => {
    const weights = { RNG: 100, LIVE: 20 };
    // ৳250 of slots (2.5 tickets) + ৳300 of live at 20 % (৳60): ৳310 weighted, 3 tickets.
    expect(
      ticketsFrom(
        [
          ['RNG', 25_000n],
          ['LIVE', 30_000n],
          ['SPORTS', 90_000n],
        ],
        weights,
        10_000n,
      ),
    ).toEqual({ weightedMinor: 31_000n, tickets: 3 });
    expect(ticketsFrom([['RNG', 9_999n]], weights, 10_000n).tickets).toBe(0);
    expect(parsePrizes('["100000","0","x",5,"50000"]')).toEqual([100_000n, 50_000n]);
    expect(parsePrizes('nope')).toEqual([]);
    expect(maskedName('rafflefan')).toBe('ra***n');
    expect(maskedName('ab')).toBe('a***');
  });
});
