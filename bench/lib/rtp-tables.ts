// The live casino's card and wheel tables in the RTP bench (issue 26): each bet measured at the 1-taka minimum
// against its exact figure, with the exact deviation of one round's return.
import { ANDAR_BAHAR_STATED_RTP, andarBaharExactRtp } from '../../platform/vendor/engines/andar-bahar-rtp.ts';
import { playAndarBahar } from '../../platform/vendor/engines/andar-bahar.ts';
import { DRAGON_TIGER_STATED_RTP, dragonTigerExactRtp } from '../../platform/vendor/engines/dragon-tiger-rtp.ts';
import { playDragonTiger } from '../../platform/vendor/engines/dragon-tiger.ts';
import { type Fraction, toNumber } from '../../platform/vendor/engines/exact.ts';
import { ROULETTE_STATED_RTP, rouletteExactRtp } from '../../platform/vendor/engines/roulette-rtp.ts';
import { spinRoulette } from '../../platform/vendor/engines/roulette.ts';
import { measureRtps } from '../../platform/vendor/engines/simulate.ts';
import type { RtpSubject } from './rtp-games.ts';

const sdOf = (f: { rtp: Fraction; secondMoment: Fraction }) =>
  Math.sqrt(toNumber(f.secondMoment) - toNumber(f.rtp) ** 2);
const at = (returnMinor: bigint | undefined) => ({ betMinor: 100n, returnMinor: returnMinor! });

export function measureDragonTiger(rounds: number): RtpSubject[] {
  const exact = dragonTigerExactRtp();
  const measured = measureRtps('dragon-tiger', rounds, (stream) => {
    const { returns } = playDragonTiger(stream, { dragon: 100n, tiger: 100n, tie: 100n });
    return { dragon: at(returns.dragon), tiger: at(returns.tiger), tie: at(returns.tie) };
  });
  return (['dragon', 'tiger', 'tie'] as const).map((bet) => ({
    name: `dragon tiger ${bet}`,
    stated: DRAGON_TIGER_STATED_RTP[bet],
    exactSd: sdOf(exact[bet]),
    measured: measured[bet],
  }));
}

export function measureAndarBahar(rounds: number): RtpSubject[] {
  const exact = andarBaharExactRtp();
  const measured = measureRtps('andar-bahar', rounds, (stream) => {
    const { returns } = playAndarBahar(stream, { andar: 100n, bahar: 100n });
    return { andar: at(returns.andar), bahar: at(returns.bahar) };
  });
  return (['andar', 'bahar'] as const).map((bet) => ({
    name: `andar bahar ${bet}`,
    stated: ANDAR_BAHAR_STATED_RTP[bet],
    exactSd: sdOf(exact[bet]),
    measured: measured[bet],
  }));
}

/** One spot of each size on every spin: straight, split, street, corner, six line, dozen, column, red. */
const ROULETTE_BETS = {
  straight: 'n17',
  split: 'split-17-20',
  street: 'street-13',
  corner: 'corner-17',
  'six-line': 'line-13',
  dozen: 'dozen-2',
  column: 'column-2',
  red: 'red',
} as const;

export function measureRoulette(rounds: number): RtpSubject[] {
  const exact = rouletteExactRtp();
  const bets = Object.fromEntries(Object.values(ROULETTE_BETS).map((id) => [id, 100n]));
  const measured = measureRtps('european-roulette', rounds, (stream) => {
    const { returns } = spinRoulette(stream, bets);
    return Object.fromEntries(Object.entries(ROULETTE_BETS).map(([kind, id]) => [kind, at(returns[id])])) as Record<
      keyof typeof ROULETTE_BETS,
      { betMinor: bigint; returnMinor: bigint }
    >;
  });
  return (Object.keys(ROULETTE_BETS) as (keyof typeof ROULETTE_BETS)[]).map((kind) => ({
    name: `roulette ${kind}`,
    stated: ROULETTE_STATED_RTP,
    exactSd: sdOf(exact[kind]),
    measured: measured[kind],
  }));
}
