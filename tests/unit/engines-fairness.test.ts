import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RandomStream, newServerSeed, seedHash, verifyRound } from '../../platform/vendor/engines/fairness.ts';
import { spin } from '../../platform/vendor/engines/slot.ts';

const SEED = '0f'.repeat(32);

describe('server seeds and their hash', () => {
  it('makes 32 random bytes as hex, a new one each time', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });

  it('hashes the seed bytes with SHA-256 (known vector: 32 zero bytes)', () => {
    expect(seedHash('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  it('refuses a seed that is not 64 hex digits', () => {
    expect(() => seedHash('abc')).toThrow();
    expect(() => new RandomStream('zz'.repeat(32), 'c', 0)).toThrow();
  });
});

describe('RandomStream', () => {
  const draws = (stream: RandomStream, n: number, max: number) => Array.from({ length: n }, () => stream.int(max));

  it('gives the same draws for the same seeds, other draws for another nonce or client seed', () => {
    const a = draws(new RandomStream(SEED, 'player-1', 7), 50, 1000);
    expect(draws(new RandomStream(SEED, 'player-1', 7), 50, 1000)).toEqual(a);
    expect(draws(new RandomStream(SEED, 'player-1', 8), 50, 1000)).not.toEqual(a);
    expect(draws(new RandomStream(SEED, 'player-2', 7), 50, 1000)).not.toEqual(a);
  });

  it('is HMAC-SHA256(serverSeed, "client:nonce:cursor") read as big-endian 32-bit words', () => {
    // A power of two divides 2^32, so nothing is rejected and each draw is the word modulo the bound.
    const stream = new RandomStream(SEED, 'abc', 3);
    const got = draws(stream, 10, 256);
    const key = Buffer.from(SEED, 'hex');
    const block0 = createHmac('sha256', key).update('abc:3:0').digest();
    const block1 = createHmac('sha256', key).update('abc:3:1').digest();
    const words = [
      ...Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)),
      ...Array.from({ length: 2 }, (_, i) => block1.readUInt32BE(i * 4)),
    ];
    expect(got).toEqual(words.map((w) => w % 256));
  });

  it('stays in range and spreads evenly over a bound that does not divide 2^32', () => {
    const stream = new RandomStream(SEED, 'uniform', 0);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const n = 70_000;
    for (let i = 0; i < n; i += 1) counts[stream.int(7)]! += 1;
    // Chi-square with 6 degrees of freedom: 99.9% of fair samples fall below 22.46.
    const expected = n / 7;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(22.46);
  });

  it('rejects a bound outside [1, 2^32]', () => {
    const stream = new RandomStream(SEED, 'c', 0);
    expect(() => stream.int(0)).toThrow();
    expect(() => stream.int(2 ** 32 + 1)).toThrow();
    expect(() => stream.int(1.5)).toThrow();
    expect(stream.int(1)).toBe(0);
  });
});

describe('verifyRound', () => {
  const serverSeed = newServerSeed();
  const shownHash = seedHash(serverSeed);
  const play = (stream: RandomStream) => spin(stream, 4n);
  const recorded = play(new RandomStream(serverSeed, 'my-seed', 42));

  it('accepts the revealed seed whose hash was shown before the round, and reproduces the outcome', () => {
    expect(seedHash(serverSeed)).toBe(shownHash);
    expect(verifyRound({ shownHash, serverSeed, clientSeed: 'my-seed', nonce: 42 }, play, recorded)).toEqual({
      hashMatches: true,
      outcomeMatches: true,
      ok: true,
    });
  });

  it('detects a revealed seed other than the committed one', () => {
    const other = newServerSeed();
    const check = verifyRound({ shownHash, serverSeed: other, clientSeed: 'my-seed', nonce: 42 }, play, recorded);
    expect(check.hashMatches).toBe(false);
    expect(check.ok).toBe(false);
  });

  it('detects an outcome the seeds do not produce (other nonce, altered win)', () => {
    expect(
      verifyRound({ shownHash, serverSeed, clientSeed: 'my-seed', nonce: 43 }, play, recorded).outcomeMatches,
    ).toBe(false);
    const altered = { ...recorded, totalWinMinor: recorded.totalWinMinor + 1n };
    expect(verifyRound({ shownHash, serverSeed, clientSeed: 'my-seed', nonce: 42 }, play, altered).ok).toBe(false);
  });

  it('fails cleanly on a malformed revealed seed', () => {
    expect(verifyRound({ shownHash, serverSeed: 'nope', clientSeed: 'my-seed', nonce: 42 }, play, recorded).ok).toBe(
      false,
    );
  });
});
