/**
 * The lottery's home-page calls (spec 7 "Home": /lgw/games/popular count 20, Vietnamese numbers count 100, opened
 * numbers, winner board; spec 7 "Lottery": /lgw/vn/games/game_menu and its /recent variant). Money travels as
 * decimal strings of minor units, instants as epoch milliseconds or ISO text.
 */
import { z } from './zod.ts';

const language = z
  .string()
  .regex(/^[A-Za-z]{2,3}([_-][A-Za-z]{2,4})?$/)
  .optional();
const count = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const lotteryArea = z.enum(['VN', 'SEA', 'ELOTT']);

/** One lottery game as the lobby and the home page list it. */
export const lotteryGameCard = z.object({
  gameCode: z.string(),
  name: z.string(),
  area: lotteryArea,
  vassalage: z.string(),
  /** The site page that opens it (spec 4 launcher routing). */
  page: z.string(),
  nextDrawAt: z.number(),
  closeAt: z.number(),
  /** Tickets sold in the last 24 hours. */
  tickets: z.number().int().nonnegative(),
});
export type LotteryGameCard = z.infer<typeof lotteryGameCard>;

export const popularQuery = z.object({
  count: count(50, 20),
  prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
  device: z.enum(['WEB', 'MOBILE']).optional(),
  language,
});
export const gameCardsAnswer = z.object({ games: z.array(lotteryGameCard) });

export const vnMenuQuery = z.object({ language });

export const vnNumbersQuery = z.object({
  count: count(100, 100),
  /** How many of the latest draws are counted. */
  draws: count(100, 30),
});
export const vnNumber = z.object({
  /** "00"-"99": the last two digits of a prize. */
  number: z.string().regex(/^[0-9]{2}$/),
  /** How many prizes ended in it over the counted draws. */
  hits: z.number().int().nonnegative(),
  /** Draws since it last came out (0: in the latest), null when not in any counted draw. */
  drawsSince: z.number().int().nonnegative().nullable(),
});
export const vnNumbersAnswer = z.object({ draws: z.number().int().nonnegative(), numbers: z.array(vnNumber) });

export const openedQuery = z.object({
  gameCode: z.string().regex(/^[a-z0-9-]{1,40}$/),
  /** A player's day (yyyy-MM-dd, Asia/Dhaka); the latest draws when absent. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  count: count(50, 10),
});
export const openedDraw = z.object({
  drawId: z.string(),
  drawNo: z.number().int(),
  /** The scheduled draw time (what a day's results are filed under), and when it was actually run. */
  drawAt: z.string(),
  drawnAt: z.string(),
  result: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('vn'), prizes: z.record(z.string(), z.array(z.string())) }),
    z.object({ kind: z.literal('keno'), numbers: z.array(z.number().int().min(1).max(80)) }),
    z.object({
      kind: z.literal('sea6'),
      first: z.string().regex(/^[0-9]{6}$/),
      bottom2: z.string().regex(/^[0-9]{2}$/),
    }),
    z.object({
      kind: z.literal('sea4d'),
      prizes: z.object({
        first: z.array(z.string()),
        second: z.array(z.string()),
        third: z.array(z.string()),
        special: z.array(z.string()),
        consolation: z.array(z.string()),
      }),
    }),
    z.object({ kind: z.literal('d3'), digits: z.string().regex(/^[0-9]{3}$/) }),
  ]),
  verifyUrl: z.string(),
});
export type OpenedDraw = z.infer<typeof openedDraw>;
export const openedAnswer = z.object({ gameCode: z.string(), name: z.string(), draws: z.array(openedDraw) });

export const winnersQuery = z.object({ count: count(50, 10), language });
export const lotteryWinner = z.object({
  /** The winner's username, masked (first two and last two characters). */
  player: z.string(),
  gameCode: z.string(),
  name: z.string(),
  winMinor: z.string().regex(/^[0-9]+$/),
  at: z.string(),
});
export type LotteryWinner = z.infer<typeof lotteryWinner>;
export const winnersAnswer = z.object({ winners: z.array(lotteryWinner) });
