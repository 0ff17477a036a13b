import { describe, expect, it } from 'vitest';
import {
  BALLS,
  BALLS_DRAWN,
  BINGO_PAYS,
  drawNumbers,
  patternOf,
  playBingo,
} from '../../platform/vendor/engines/bingo.ts';
import { BINGO_STATED_RTP, bingoExactRtp } from '../../platform/vendor/engines/bingo-rtp.ts';
import { toNumber } from '../../platform/vendor/engines/exact.ts';
import { RandomStream } from '../../platform/vendor/engines/fairness.ts';

const SEED = '5a'.repeat(32);

describe('bingo (one card, 45 of 90 balls)', () => {
  it('replays the same round from the same seeds, card and balls distinct numbers 1–90', () => {
    expect(playBingo(new RandomStream(SEED, 'c', 3), 100n)).toEqual(playBingo(new RandomStream(SEED, 'c', 3), 100n));
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const round = playBingo(new RandomStream(SEED, 'c', nonce), 200n);
      const card = round.card.flat();
      expect(new Set(card).size).toBe(15);
      expect(new Set(round.balls).size).toBe(BALLS_DRAWN);
      for (const n of [...card, ...round.balls]) expect(n >= 1 && n <= BALLS).toBe(true);
      for (const row of round.card) expect([...row].sort((a, b) => a - b)).toEqual(row);
      // Marks are recounted here from the card and the balls, not taken from the engine.
      const drawn = new Set(round.balls);
      const marks = round.card.map((row) => row.filter((n) => drawn.has(n)).length);
      expect(round.markedPerRow).toEqual(marks);
      expect(round.pattern).toBe(patternOf(marks));
      expect(round.winMinor).toBe(200n * BigInt(BINGO_PAYS[round.pattern]));
    }
  });

  it('draws as documented: card first, then a fresh 90-ball shuffle', () => {
    const stream = new RandomStream(SEED, 'c', 9);
    const card = drawNumbers(stream, 15);
    const balls = drawNumbers(stream, BALLS_DRAWN);
    const round = playBingo(new RandomStream(SEED, 'c', 9), 100n);
    expect(round.card.flat().sort((a, b) => a - b)).toEqual([...card].sort((a, b) => a - b));
    expect(round.balls).toEqual(balls);
  });

  it('pays the best pattern only', () => {
    expect(patternOf([5, 5, 5])).toBe('fullHouse');
    expect(patternOf([5, 5, 0])).toBe('twoLines');
    expect(patternOf([5, 4, 4])).toBe('oneLine');
    expect(patternOf([4, 4, 2])).toBe('tenMarked');
    expect(patternOf([4, 4, 1])).toBe('nineMarked');
    expect(patternOf([4, 4, 0])).toBe('none');
  });

  it('refuses a card under 1 taka', () => {
    expect(() => playBingo(new RandomStream(SEED, 'c', 0), 99n)).toThrow(RangeError);
  });

  it('states the exact RTP from the hypergeometric count: 95.1714%', () => {
    const odds = bingoExactRtp();
    expect(Object.values(odds.ways).reduce((a, b) => a + b, 0n)).toBe(odds.total);
    expect(odds.rtp).toEqual({ numerator: 6571432181n, denominator: 6904835736n });
    expect(Math.round(toNumber(odds.rtp) * 1e7) / 1e7).toBe(BINGO_STATED_RTP);
  });
});
