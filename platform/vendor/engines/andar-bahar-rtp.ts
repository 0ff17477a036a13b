// Andar bahar's exact RTP. After the joker, 51 cards remain with 3 of its rank; the first of them falls at place k
// (1-based) with chance C(51 − k, 2) / C(51, 3), and andar wins when k is odd (andar is dealt first).
import { ANDAR_BAHAR_RETURN_TENTHS } from './andar-bahar.ts';
import { type Fraction, fraction, toNumber } from './exact.ts';

const choose2 = (n: bigint) => (n * (n - 1n)) / 2n;

/** Andar's chance as a fraction: the sum over odd k of C(51 − k, 2), over C(51, 3). */
export function andarChance(): Fraction {
  const all = (51n * 50n * 49n) / 6n;
  let andar = 0n;
  for (let k = 1n; k <= 49n; k += 2n) andar += choose2(51n - k);
  return fraction(andar, all);
}

export function andarBaharExactRtp(): Record<'andar' | 'bahar', { rtp: Fraction; secondMoment: Fraction }> {
  const p = andarChance();
  const q = fraction(p.denominator - p.numerator, p.denominator);
  const side = (chance: Fraction, tenths: bigint) => ({
    rtp: fraction(chance.numerator * tenths, chance.denominator * 10n),
    secondMoment: fraction(chance.numerator * tenths * tenths, chance.denominator * 100n),
  });
  return { andar: side(p, ANDAR_BAHAR_RETURN_TENTHS.andar), bahar: side(q, ANDAR_BAHAR_RETURN_TENTHS.bahar) };
}

const exact = andarBaharExactRtp();
export const ANDAR_BAHAR_STATED_RTP = { andar: toNumber(exact.andar.rtp), bahar: toNumber(exact.bahar.rtp) };
