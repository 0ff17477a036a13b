import { describe, expect, it } from 'vitest';
import { BALLS, BALLS_DRAWN, BINGO_PAYS, drawNumbers, patternOf } from '../../platform/vendor/engines/bingo.ts';
import { bingoExactRtp } from '../../platform/vendor/engines/bingo-rtp.ts';
import { ROOM_STATED_RTP, roomBalls, roomCard, settleRoomCard } from '../../platform/vendor/engines/bingo-room.ts';
import { toNumber } from '../../platform/vendor/engines/exact.ts';
import { RandomStream } from '../../platform/vendor/engines/fairness.ts';

const SEED = '3c'.repeat(32);

describe('PVP bingo room (one shared draw per cycle)', () => {
  it('draws cards by seat and the balls from their own stream, as documented, replayable from the seed', () => {
    const card = roomCard(SEED, 'C1', 4);
    expect(card).toEqual(roomCard(SEED, 'C1', 4));
    const numbers = drawNumbers(new RandomStream(SEED, 'C1:card', 4), 15);
    expect(card.flat().sort((a, b) => a - b)).toEqual([...numbers].sort((a, b) => a - b));
    for (const row of card) expect([...row].sort((a, b) => a - b)).toEqual(row);
    expect(roomBalls(SEED, 'C1')).toEqual(drawNumbers(new RandomStream(SEED, 'C1:balls', 0), BALLS_DRAWN));
    expect(new Set(roomBalls(SEED, 'C1')).size).toBe(BALLS_DRAWN);
    for (const n of [...card.flat(), ...roomBalls(SEED, 'C1')]) expect(n >= 1 && n <= BALLS).toBe(true);
    // Another seat or another cycle is another card.
    expect(roomCard(SEED, 'C1', 5)).not.toEqual(card);
    expect(roomCard(SEED, 'C2', 4)).not.toEqual(card);
  });

  it('marks every card of the cycle against the same balls and pays its best pattern', () => {
    const balls = roomBalls(SEED, 'C9');
    const drawn = new Set(balls);
    for (let seat = 0; seat < 50; seat += 1) {
      const card = roomCard(SEED, 'C9', seat);
      const result = settleRoomCard(card, balls, 500n);
      const marks = card.map((row) => row.filter((n) => drawn.has(n)).length);
      expect(result.markedPerRow).toEqual(marks);
      expect(result.pattern).toBe(patternOf(marks));
      expect(result.winMinor).toBe(500n * BigInt(BINGO_PAYS[result.pattern]));
    }
    expect(() => settleRoomCard(roomCard(SEED, 'C9', 0), balls, 99n)).toThrow(RangeError);
  });

  it('states the exact RTP of a room card: the one-card fraction 6571432181 / 6904835736 = 95.1714%', () => {
    const { rtp } = bingoExactRtp();
    expect(rtp).toEqual({ numerator: 6571432181n, denominator: 6904835736n });
    expect(ROOM_STATED_RTP).toBe(0.9517145);
    expect(Math.round(toNumber(rtp) * 1e7) / 1e7).toBe(ROOM_STATED_RTP);
  });
});
