/** The betting record on /wps (personalHistoryCopy): the member's rounds in a period, paged, with the period's totals. */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { minorText } from '../money.ts';
import { pageParams, playerDayText } from './records.ts';

export const ROUND_STATUSES = ['settled', 'refunded', 'open'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

export const betQuery = z
  .object({
    from: playerDayText,
    to: playerDayText,
    // Empty means every vendor (the site sends the filter's "all" as an empty value).
    vassalage: z
      .string()
      .regex(/^[A-Za-z0-9_]{0,32}$/)
      .optional(),
    // The player's language, as the catalogue reads it (query, then headers).
    language: z.string().max(16).optional(),
    ...pageParams,
  })
  .strict();

export const betRow = z.object({
  vendor: z.string(),
  roundId: z.string(),
  /** The short round number a player reads (the round id is for the platform's own use). */
  roundNo: z.string(),
  /** The vendor's name, shown instead of its code. */
  vendorName: z.string().nullable(),
  gameCode: z.string().nullable(),
  gameName: z.string(),
  betAt: z.string(),
  betMinor: minorText,
  winMinor: minorText,
  refundMinor: minorText,
  netMinor: minorText,
  status: z.enum(ROUND_STATUSES),
});
export type BetRow = z.infer<typeof betRow>;

export const betPage = z.object({
  currencySymbol: z.string(),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  summary: z.object({ betMinor: minorText, winMinor: minorText, refundMinor: minorText, netMinor: minorText }),
  items: z.array(betRow),
});
export type BetPage = z.infer<typeof betPage>;

export const bettingRecord = defineCall({
  method: 'GET',
  path: '/wps/member/bets',
  summary: "The betting record: the member's rounds in a period, one row per round, paged, with totals",
  query: betQuery,
  answer: betPage,
  signedIn: true,
});

export const betCalls = [bettingRecord] as const;
