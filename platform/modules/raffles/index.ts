export { prizesOf, recentRounds, roundById } from './repository.ts';
export { drawRound, NoRaffleError, openRound, RaffleRoundOpenError } from './rounds.ts';
export { parsePrizes } from './rules.ts';
export { claimablePrizes } from './view.ts';
