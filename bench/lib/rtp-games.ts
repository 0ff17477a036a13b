// The games and bets the RTP bench measures: each with its stated RTP, the exact standard deviation of one
// round's return where the engine's distribution gives it, and how to play one round at the minimum bet.
import { BACCARAT_STATED_RTP, baccaratExactRtp } from '../../platform/vendor/engines/baccarat-rtp.ts';
import { BINGO_STATED_RTP, bingoExactRtp } from '../../platform/vendor/engines/bingo-rtp.ts';
import { playBingo } from '../../platform/vendor/engines/bingo.ts';
import { ROOM_STATED_RTP, roomBalls, roomCard, settleRoomCard } from '../../platform/vendor/engines/bingo-room.ts';
import { playBaccarat } from '../../platform/vendor/engines/baccarat.ts';
import { type Fraction, toNumber } from '../../platform/vendor/engines/exact.ts';
import { FISHING_STATED_RTP, fishingExactRtp, shoot } from '../../platform/vendor/engines/fishing.ts';
import {
  type RtpMeasurement,
  measureRtp,
  measureRtps,
  simulationSeed,
} from '../../platform/vendor/engines/simulate.ts';
import { SLOT_STATED_RTP } from '../../platform/vendor/engines/slot-rtp.ts';
import { spin } from '../../platform/vendor/engines/slot.ts';
import { SPORTS_MATCHES, SPORTS_STATED_RTP, sportsExactRtp } from '../../platform/vendor/engines/sports-rtp.ts';
import { matchOdds, playMatch, SELECTIONS } from '../../platform/vendor/engines/sports.ts';

export interface RtpSubject {
  name: string;
  stated: number;
  /** Exact deviation of one round's return per unit bet; undefined when only the simulation gives it. */
  exactSd?: number;
  measured: RtpMeasurement;
}

const sdOf = (rtp: Fraction, secondMoment: Fraction) => Math.sqrt(toNumber(secondMoment) - toNumber(rtp) ** 2);

export function measureSlot(rounds: number): RtpSubject[] {
  // Minimum spin: 4 minor units on each of 25 lines = 100 (1 yuan).
  const measured = measureRtp('slot', rounds, (stream) => {
    const r = spin(stream, 4n);
    return { betMinor: r.totalBetMinor, returnMinor: r.totalWinMinor };
  });
  return [{ name: 'slot (25 lines)', stated: SLOT_STATED_RTP, measured }];
}

export function measureBaccarat(rounds: number): RtpSubject[] {
  const exact = baccaratExactRtp();
  const measured = measureRtps('baccarat', rounds, (stream) => {
    const { returns } = playBaccarat(stream, { player: 100n, banker: 100n, tie: 100n });
    return {
      player: { betMinor: 100n, returnMinor: returns.player! },
      banker: { betMinor: 100n, returnMinor: returns.banker! },
      tie: { betMinor: 100n, returnMinor: returns.tie! },
    };
  });
  return (['banker', 'player', 'tie'] as const).map((bet) => ({
    name: `baccarat ${bet}`,
    stated: BACCARAT_STATED_RTP[bet],
    exactSd: sdOf(exact[bet].rtp, exact[bet].secondMoment),
    measured: measured[bet],
  }));
}

export function measureFishing(rounds: number): RtpSubject[] {
  const exact = fishingExactRtp();
  const measured = measureRtp('fishing', rounds, (stream) => ({
    betMinor: 100n,
    returnMinor: shoot(stream, 100n).winMinor,
  }));
  return [{ name: 'fishing', stated: FISHING_STATED_RTP, exactSd: sdOf(exact.rtp, exact.secondMoment), measured }];
}

/** Each sports match settles all three selections at the 1-taka stake, like the unit test. */
export function measureSports(rounds: number): RtpSubject[] {
  return SPORTS_MATCHES.flatMap((match) => {
    const odds = matchOdds(match);
    const exact = sportsExactRtp(match);
    const measured = measureRtps(`sports-${match.key}`, rounds, (stream) => {
      const { result } = playMatch(stream, match);
      const money = (s: typeof result) => ({ betMinor: 100n, returnMinor: result === s ? odds[s] : 0n });
      return { home: money('home'), draw: money('draw'), away: money('away') };
    });
    return SELECTIONS.map((s) => ({
      name: `${match.key} ${s}`,
      stated: SPORTS_STATED_RTP[match.key]![s],
      exactSd: sdOf(exact[s].rtp, exact[s].secondMoment),
      measured: measured[s],
    }));
  });
}

export function measureBingo(rounds: number): RtpSubject[] {
  const exact = bingoExactRtp();
  // One card at the 1-taka minimum price per round.
  const measured = measureRtp('bingo', rounds, (stream) => ({
    betMinor: 100n,
    returnMinor: playBingo(stream, 100n).winMinor,
  }));
  return [{ name: 'bingo (1 card)', stated: BINGO_STATED_RTP, exactSd: sdOf(exact.rtp, exact.secondMoment), measured }];
}

/** Seats of a full PVP bingo room in the simulation: every card of a cycle shares that cycle's balls. */
const ROOM_SEATS = 20;

/**
 * Full PVP bingo rooms, `rounds` cards in all (rounds / 20 cycles of 20 seats) at the 1-taka price. Cards of one
 * cycle share its balls, so their returns are correlated: a cycle (its cards' average return) is one sample, and
 * its deviation is the simulated one.
 */
export function measureBingoRoom(rounds: number): RtpSubject[] {
  const seed = simulationSeed('bingo-room');
  let cycle = 0;
  // The rooms draw from their own documented streams (bingo-room.ts), so the simulation's stream is unused here.
  const measured = measureRtp('bingo-room', Math.ceil(rounds / ROOM_SEATS), () => {
    const id = `S${cycle}`;
    cycle += 1;
    const balls = roomBalls(seed, id);
    let returned = 0n;
    for (let seat = 0; seat < ROOM_SEATS; seat += 1)
      returned += settleRoomCard(roomCard(seed, id, seat), balls, 100n).winMinor;
    return { betMinor: 100n * BigInt(ROOM_SEATS), returnMinor: returned };
  });
  return [{ name: `bingo room (${ROOM_SEATS} seats)`, stated: ROOM_STATED_RTP, measured }];
}
