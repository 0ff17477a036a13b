/**
 * The RTP bench's arithmetic, checked exactly on small inputs. The 10^6-round simulations themselves are
 * `npm run bench:rtp` (bench/README.md); each engine's exact RTP is checked in its own engines-*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { measureBingoRoom, measureSlot } from '../../bench/lib/rtp-games.ts';
import { measureRtp, measureRtps, withinInterval } from '../../platform/vendor/engines/simulate.ts';

describe('the RTP bench', () => {
  it('measures the return per unit bet and its sample deviation', () => {
    let round = 0;
    // Returns 0, 2, 0, 2 per unit bet: mean 1, sample variance 4/3.
    const measured = measureRtp('fixed', 4, () => ({ betMinor: 100n, returnMinor: round++ % 2 === 0 ? 0n : 200n }));
    expect(measured.rounds).toBe(4);
    expect(measured.rtp).toBe(1);
    expect(measured.sd).toBeCloseTo(Math.sqrt(4 / 3), 12);
    expect(measured.standardError).toBeCloseTo(Math.sqrt(4 / 3) / 2, 12);
  });

  it('keeps the bets of one round apart', () => {
    const measured = measureRtps('fixed', 3, () => ({
      even: { betMinor: 100n, returnMinor: 100n },
      long: { betMinor: 100n, returnMinor: 0n },
    }));
    expect(measured.even.rtp).toBe(1);
    expect(measured.long.rtp).toBe(0);
    expect(measured.even.sd).toBe(0);
  });

  it('counts a figure inside when it lies within the given standard errors, exact deviation first', () => {
    const measured = { rounds: 100, rtp: 0.95, sd: 0.1, standardError: 0.01 };
    expect(withinInterval(measured, 0.955, 1)).toBe(true);
    expect(withinInterval(measured, 0.965, 1)).toBe(false);
    // An exact sd of 0.3 makes the standard error 0.03, whatever the simulated one.
    expect(withinInterval(measured, 0.97, 1, 0.3)).toBe(true);
  });

  it('replays the same rounds from its documented seeds, so a failing run can be examined', () => {
    expect(measureSlot(300)).toEqual(measureSlot(300));
    const [room] = measureBingoRoom(40);
    expect(room!.measured.rounds).toBe(2);
    expect(measureBingoRoom(40)).toEqual([room]);
  });
});
