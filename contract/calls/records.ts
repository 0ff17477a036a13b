/** The account record on /wps (transactionHistory): paged rows with a reconciling summary, and the same rows as CSV. */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { minorText } from '../money.ts';

export const RECORD_TYPES = ['all', 'deposit', 'withdrawal', 'transfer', 'game', 'bonus', 'adjustment'] as const;
export const recordType = z.enum(RECORD_TYPES);
export type RecordType = z.infer<typeof recordType>;

/** A player's calendar day, yyyy-MM-dd (contract/player-day.ts). */
export const playerDayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The filter both the page and the CSV take. */
export const recordFilter = z.object({
  type: recordType.default('all'),
  from: playerDayText,
  to: playerDayText,
  language: z.string().max(16).optional(),
});
export type RecordFilter = z.input<typeof recordFilter>;

/** A page of a list: 1-based, at most 100 rows. */
export const pageParams = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** One movement. `reference` and `vendor` are the platform's own: a player reads the names and `number`. */
export const recordRow = z.object({
  reference: z.string(),
  postingId: z.string(),
  createdAt: z.string(),
  type: recordType,
  code: z.string(),
  wallet: z.string(),
  vendor: z.string().nullable(),
  /** The game played, in the page's language (bets, wins, refunds). */
  gameName: z.string().nullable(),
  /** The vendor's name: the row's game wallet, or the one money went to or came from. */
  vendorName: z.string().nullable(),
  /** A short round or order number. */
  number: z.string().nullable(),
  /** The other member of an agent transfer. */
  counterparty: z.string().nullable(),
  amountMinor: minorText,
  balanceAfterMinor: minorText,
});
export type RecordRow = z.infer<typeof recordRow>;

export const recordPage = z.object({
  currencySymbol: z.string(),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** Of the rows of the filter; opening and closing only for the unfiltered record (null otherwise). */
  summary: z.object({
    openingMinor: minorText.nullable(),
    incomingMinor: minorText,
    outgoingMinor: minorText,
    closingMinor: minorText.nullable(),
  }),
  items: z.array(recordRow),
});
export type RecordPage = z.infer<typeof recordPage>;

export const accountRecord = defineCall({
  method: 'GET',
  path: '/wps/member/records',
  summary: "The account record: the main and game wallets' movements in a period, paged, with its summary",
  query: recordFilter.extend(pageParams).strict(),
  answer: recordPage,
  signedIn: true,
});

/**
 * GET /wps/member/records.csv takes this query and answers text/csv, not an envelope, so it is not a declared call
 * (the answer check reads envelopes): the same rows as the page, as a player reads them.
 */
export const recordsCsvQuery = recordFilter.strict();

export const recordCalls = [accountRecord] as const;
