/** Raffle calls of the site (contract/calls/raffles.ts), each answer parsed by its declared schema. */
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadRaffles = () => import('../../../contract/calls/raffles.ts');

export type { ClaimablePrize, RaffleAnswer, RaffleRound } from '../../../contract/calls/raffles.ts';

export const fetchRaffle = async (slug: string) => callContract((await loadRaffles()).raffleView, { params: { slug } });

export const sendRaffleClaim = async (round: number, ticket: number) =>
  callContract((await loadRaffles()).claimRafflePrize, { body: { round, ticket } });
