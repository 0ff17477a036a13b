// Exact figures (RTP, probabilities) as fractions of bigints, so a stated RTP is computed, not rounded on the way.

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  if (denominator <= 0n) throw new Error('denominator must be positive');
  const d = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / d, denominator: denominator / d };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

/** For statistics and display only; money never goes through this. */
export function toNumber(f: Fraction): number {
  // Scale before dividing so the float keeps ~15 digits even for huge numerators and denominators.
  const scale = 10n ** 18n;
  return Number((f.numerator * scale) / f.denominator) / 1e18;
}
