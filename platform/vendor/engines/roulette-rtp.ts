// European roulette's exact RTP per bet kind: a spot covering n of the 37 pockets returns 36/n with chance n/37.
import { type Fraction, fraction, toNumber } from './exact.ts';
import { POCKETS, ROULETTE_SPOTS, type RouletteBetKind, returnMultiple } from './roulette.ts';

export interface RouletteFigures {
  rtp: Fraction;
  secondMoment: Fraction;
}

export function rouletteExactRtp(): Record<RouletteBetKind, RouletteFigures> {
  const out = {} as Record<RouletteBetKind, RouletteFigures>;
  for (const spot of ROULETTE_SPOTS) {
    if (out[spot.kind]) continue;
    const covered = BigInt(spot.numbers.length);
    const pays = returnMultiple(spot);
    out[spot.kind] = {
      rtp: fraction(covered * pays, BigInt(POCKETS)),
      secondMoment: fraction(covered * pays * pays, BigInt(POCKETS)),
    };
  }
  return out;
}

/** 36/37 for every bet. */
export const ROULETTE_STATED_RTP = toNumber(rouletteExactRtp().straight.rtp);
