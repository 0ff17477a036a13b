/**
 * Raffle promotions on /wps (issue 16; spec 7 "raffle promotion claim"). Settled turnover earns tickets; a round
 * publishes its seed's SHA-256 before it opens and the seed when drawn, so the winners can be recomputed
 * (contract/rules/raffle-draw.ts). The member's participation uses the spec's activity statuses (spec 3):
 * join (no tickets yet), joined (holding tickets), process (period over, waiting for the draw), claim (a prize to
 * claim), claimed, issued (paid at the deadline), closed (drawn, no prize), coming_soon (no round).
 * Money travels as decimal strings of minor units.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery, minorText } from '../money.ts';
import { promotionParams } from './promotions.ts';

export const RAFFLE_STATUSES = [
  'join',
  'joined',
  'process',
  'claim',
  'claimed',
  'issued',
  'closed',
  'coming_soon',
] as const;
export type RaffleStatus = (typeof RAFFLE_STATUSES)[number];

const hash = z.string().regex(/^[0-9a-f]{64}$/);
const paidVia = z.enum(['claim', 'auto']).nullable();

export const raffleWinner = z.object({
  place: z.number().int().positive(),
  ticket: z.number().int().positive(),
  /** Masked username; the member's own is flagged with mine. */
  name: z.string(),
  mine: z.boolean(),
  amountMinor: minorText,
  paidVia,
});
export type RaffleWinner = z.infer<typeof raffleWinner>;

export const raffleRound = z.object({
  id: z.number().int().positive(),
  state: z.enum(['open', 'drawn']),
  startsAt: z.string(),
  endsAt: z.string(),
  /** SHA-256 (hex) of the server seed, published when the round opened. */
  seedHash: hash,
  ticketMinor: minorText,
  prizes: z.array(z.object({ place: z.number().int().positive(), amountMinor: minorText })),
  /** The member's tickets: so far while running, the frozen count once drawn. */
  myTickets: z.number().int().nonnegative(),
  myWeightedMinor: minorText,
  /** Null until drawn. */
  result: z
    .object({
      seed: z.string().regex(/^[0-9a-f]{64}$/),
      drawnAt: z.string(),
      claimUntil: z.string(),
      ticketCount: z.number().int().nonnegative(),
      holders: z.array(
        z.object({
          name: z.string(),
          mine: z.boolean(),
          first: z.number().int().positive(),
          count: z.number().int().positive(),
        }),
      ),
      winners: z.array(raffleWinner),
    })
    .nullable(),
});
export type RaffleRound = z.infer<typeof raffleRound>;

export const raffleAnswer = z.object({
  slug: z.string(),
  currencySymbol: z.string(),
  status: z.enum(RAFFLE_STATUSES),
  round: raffleRound.nullable(),
});
export type RaffleAnswer = z.infer<typeof raffleAnswer>;

export const raffleView = defineCall({
  method: 'GET',
  path: '/wps/promotions/:slug/raffle',
  summary: "A raffle promotion's current round: commitment, the member's tickets, and once drawn the seed and winners",
  params: promotionParams,
  query: languageQuery,
  answer: raffleAnswer,
  signedIn: true,
});

export const claimRafflePrize = defineCall({
  method: 'POST',
  path: '/wps/promotions/raffle/claim',
  summary: 'Claim a raffle prize (raffle promotion claim): paid once to the main wallet however often it is sent',
  body: z
    .object({
      round: z.number().int().positive().max(2_147_483_647),
      ticket: z.number().int().positive().max(2_147_483_647),
    })
    .strict(),
  answer: z.object({
    round: z.number().int(),
    ticket: z.number().int(),
    amountMinor: minorText,
    paidVia: z.enum(['claim', 'auto']),
  }),
  signedIn: true,
});

/** A prize the member won and has not been paid yet (the reward centre lists it with Claim). */
export const claimablePrize = z.object({
  slug: z.string(),
  round: z.number().int().positive(),
  ticket: z.number().int().positive(),
  place: z.number().int().positive(),
  amountMinor: minorText,
  /** Paid automatically at this time if not claimed before. */
  claimUntil: z.string().nullable(),
});
export type ClaimablePrize = z.infer<typeof claimablePrize>;

export const raffleCalls = [raffleView, claimRafflePrize] as const;
