// The SEA lottery's bet types for the RTP bench: one draw per round from the bench's stream, one ticket of each bet
// type on it at the seeded default odds, the stated figure and its exact deviation from the combinatorics
// (platform/vendor/lottery/rtp.ts). Every draw is uniform, so a fixed ticket number measures the bet type.
import type { LotteryBetType } from '../../contract/lottery.ts';
import { SEA_ODDS } from '../../platform/db/migrations/2026-11-25T0030-lottery-sea.ts';
import { measureRtps, type RoundMoney } from '../../platform/vendor/engines/simulate.ts';
import { winOf, type Odds } from '../../platform/vendor/lottery/bets.ts';
import type { LotteryKind } from '../../platform/vendor/lottery/config.ts';
import { resultFromStream } from '../../platform/vendor/lottery/results.ts';
import {
  kenoOutcomes,
  type Outcome,
  returnOf,
  seaOutcomes,
  threeDOutcomes,
  vnOutcomes,
} from '../../platform/vendor/lottery/rtp.ts';
import { ODDS as FIRST_ODDS } from '../../platform/db/migrations/2026-11-24T0022-lottery-draws.ts';
import { MORE_ODDS } from '../../platform/db/migrations/2026-11-25T0037-lottery-games.ts';
import type { RtpSubject } from './rtp-games.ts';

const STAKE = 100n;
const oddsOf = (game: string): Odds =>
  Object.fromEntries(SEA_ODDS.filter(([code]) => code === game).map(([, key, pays]) => [key, pays]));

function measureGame(rounds: number, game: string, kind: LotteryKind, tickets: Record<string, string>): RtpSubject[] {
  const odds = oddsOf(game);
  const types = Object.keys(tickets) as LotteryBetType[];
  const measured = measureRtps(`lottery-${game}`, rounds, (stream) => {
    const result = resultFromStream(kind, stream);
    const money = {} as Record<string, RoundMoney>;
    for (const betType of types)
      money[betType] = {
        betMinor: STAKE,
        returnMinor: winOf({ betType, numbers: [tickets[betType]!], stakeMinor: STAKE }, odds, result),
      };
    return money;
  });
  return types.map((betType) => {
    const exact = returnOf(seaOutcomes(betType, odds));
    return { name: `${game} ${betType}`, stated: exact.rtp, exactSd: exact.sd, measured: measured[betType]! };
  });
}

export const measureSeaLottery = (rounds: number): RtpSubject[] => [
  ...measureGame(rounds, 'sea-lottery', 'sea6', { top3: '531', tod3: '135', top2: '31', bottom2: '77' }),
  ...measureGame(rounds, 'sea-4d', 'sea4d', { big: '0042', small: '0042' }),
];

const defaultOddsOf = (game: string): Odds =>
  Object.fromEntries(
    [...FIRST_ODDS, ...MORE_ODDS].filter(([code]) => code === game).map(([, key, pays]) => [key, pays]),
  );

/** One game's bet types, each with its fixed ticket numbers and its exact outcomes at the default odds. */
function measureTickets(
  rounds: number,
  game: string,
  kind: LotteryKind,
  tickets: Record<string, string[]>,
  outcomesOf: (betType: LotteryBetType, odds: Odds) => Outcome[],
): RtpSubject[] {
  const odds = defaultOddsOf(game);
  const types = Object.keys(tickets) as LotteryBetType[];
  const measured = measureRtps(`lottery-${game}`, rounds, (stream) => {
    const result = resultFromStream(kind, stream);
    const money = {} as Record<string, RoundMoney>;
    for (const betType of types)
      money[betType] = {
        betMinor: STAKE,
        returnMinor: winOf({ betType, numbers: tickets[betType]!, stakeMinor: STAKE }, odds, result),
      };
    return money;
  });
  return types.map((betType) => {
    const exact = returnOf(outcomesOf(betType, odds));
    return { name: `${game} ${betType}`, stated: exact.rtp, exactSd: exact.sd, measured: measured[betType]! };
  });
}

/**
 * Vietnam Lotto (lô, đề, 3 càng, xiên 2 and 3), keno pick 1-5 (the 1-, 3- and 5-minute games share rules and odds,
 * so Lotus Keno stands for all three) and Lucky 3D (straight, box).
 */
export const measureMoreLottery = (rounds: number): RtpSubject[] => [
  ...measureTickets(
    rounds,
    'vn-lotto',
    'vn',
    { lo2: ['07'], de2: ['07'], de3: ['307'], xien2: ['07', '38'], xien3: ['07', '38', '55'] },
    vnOutcomes,
  ),
  ...measureTickets(
    rounds,
    'lotus-keno',
    'keno',
    {
      pick1: ['1'],
      pick2: ['1', '2'],
      pick3: ['1', '2', '3'],
      pick4: ['1', '2', '3', '4'],
      pick5: ['1', '2', '3', '4', '5'],
    },
    kenoOutcomes,
  ),
  ...measureTickets(rounds, 'lucky-3d', 'd3', { straight3: ['317'], box3: ['713'] }, threeDOutcomes),
];
