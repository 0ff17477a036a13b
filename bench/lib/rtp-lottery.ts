// The SEA lottery's bet types for the RTP bench: one draw per round from the bench's stream, one ticket of each bet
// type on it at the seeded default odds, the stated figure and its exact deviation from the combinatorics
// (platform/vendor/lottery/rtp.ts). Every draw is uniform, so a fixed ticket number measures the bet type.
import type { LotteryBetType } from '../../contract/lottery.ts';
import { SEA_ODDS } from '../../platform/db/migrations/2026-11-25T0030-lottery-sea.ts';
import { measureRtps, type RoundMoney } from '../../platform/vendor/engines/simulate.ts';
import { winOf, type Odds } from '../../platform/vendor/lottery/bets.ts';
import type { LotteryKind } from '../../platform/vendor/lottery/config.ts';
import { resultFromStream } from '../../platform/vendor/lottery/results.ts';
import { returnOf, seaOutcomes } from '../../platform/vendor/lottery/rtp.ts';
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
