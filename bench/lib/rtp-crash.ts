// The crash game's RTP rows: exact from the formula (engines/crash.ts crashRtp), measured over one hash chain of
// `rounds` links grown from the fixed simulation seed — the same chain walk and crash formula the rounds use.
// A player cashing out at target A gets A × stake when the round reaches A, else nothing.
import { chainLink, crashPointX100, crashRtp } from '../../platform/vendor/engines/crash.ts';
import { simulationSeed } from '../../platform/vendor/engines/simulate.ts';
import type { RtpSubject } from './rtp-games.ts';

/** Cash-out targets (hundredths): the lowest, the common ones, and a long shot. */
const TARGETS = [101, 200, 1_000, 10_000] as const;

export function measureCrash(rounds: number): RtpSubject[] {
  const sums = TARGETS.map(() => ({ sum: 0, sumSquares: 0 }));
  let seed = simulationSeed('crash');
  for (let i = 0; i < rounds; i += 1) {
    const crash = crashPointX100(seed);
    TARGETS.forEach((target, k) => {
      const ratio = crash >= target ? target / 100 : 0;
      sums[k]!.sum += ratio;
      sums[k]!.sumSquares += ratio * ratio;
    });
    seed = chainLink(seed);
  }
  return TARGETS.map((target, k) => {
    const { numerator, denominator } = crashRtp(target);
    const stated = Number(numerator) / Number(denominator);
    // One round returns A with chance p = stated / A, else 0: sd = A × √(p(1 − p)).
    const a = target / 100;
    const p = stated / a;
    const { sum, sumSquares } = sums[k]!;
    const rtp = sum / rounds;
    const sd = Math.sqrt(Math.max(0, sumSquares / rounds - rtp * rtp) * (rounds / (rounds - 1)));
    return {
      name: `crash at ${a.toFixed(2)}×`,
      stated,
      exactSd: a * Math.sqrt(p * (1 - p)),
      measured: { rounds, rtp, sd, standardError: sd / Math.sqrt(rounds) },
    };
  });
}
