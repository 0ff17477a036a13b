// The matches the built-in vendor's sports games play. Weights are whole numbers per thousand, shaped after
// Poisson scoring (football: home 1.5, away 1.1 goals a match) and cut off where the chance falls under 0.1%.
// Changing a weight changes the odds and the stated RTP: sports-rtp.ts and its test say which.
import type { MatchConfig } from './sports.ts';

/** Lotus Sportsbook: a virtual football match, 90 minutes, home side a little stronger. */
export const FOOTBALL: MatchConfig = {
  key: 'football',
  homeWeights: [223, 335, 251, 126, 47, 14, 4],
  awayWeights: [333, 366, 201, 74, 20, 5, 1],
  clock: 90,
  marginPercent: 5,
};

/**
 * DS88 Sabong: a cockfight scored by clean strikes over a 3-minute bout (times in seconds). Both birds land 0–9
 * strikes, so a draw (equal strikes) is the rare outcome it is in the pit; Meron (home) is the favourite.
 */
export const SABONG: MatchConfig = {
  key: 'sabong',
  homeWeights: [40, 60, 90, 120, 150, 160, 140, 110, 80, 50],
  awayWeights: [60, 90, 120, 150, 160, 140, 110, 80, 55, 35],
  clock: 180,
  marginPercent: 5,
};

/** Cyber League: a virtual esports series scored in rounds won over 40 minutes; evenly matched teams. */
export const CYBER_LEAGUE: MatchConfig = {
  key: 'cyber-league',
  homeWeights: [90, 180, 240, 220, 150, 80, 30, 10],
  awayWeights: [100, 190, 240, 210, 140, 80, 30, 10],
  clock: 40,
  marginPercent: 5,
};

/** Battle Arena Cup: a virtual arena final scored in towers taken over 30 minutes; the away side favoured. */
export const BATTLE_ARENA: MatchConfig = {
  key: 'battle-arena',
  homeWeights: [180, 300, 260, 150, 70, 30, 10],
  awayWeights: [110, 240, 270, 200, 110, 50, 20],
  clock: 30,
  marginPercent: 5,
};
