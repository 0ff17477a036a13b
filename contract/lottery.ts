/**
 * The lottery's requests and answers (issue 15), shared by the site and the platform: zod only, so it merges into
 * the contract module as it is. Money travels as decimal strings of minor units.
 */
import { z } from './zod.ts';
import { launchAnswer } from './games.ts';

export const LOTTERY_BET_TYPES = [
  'lo2',
  'de2',
  'de3',
  'pick1',
  'pick2',
  'pick3',
  'pick4',
  'pick5',
  // SEA 6D: the first prize's last 3 (exact, or in any order), its last 2, and the bottom 2-digit number.
  'top3',
  'tod3',
  'top2',
  'bottom2',
  // SEA 4D: Big (all 23 prizes) and Small (first, second and third only).
  'big',
  'small',
  // VN xiên: 2 or 3 different 2-digit numbers, each among the last two digits of the draw's prizes.
  'xien2',
  'xien3',
  // Lucky 3D: the 3 digits drawn in their order (straight) or, for three different digits, in any order (box).
  'straight3',
  'box3',
] as const;
export const lotteryBetType = z.enum(LOTTERY_BET_TYPES);
export type LotteryBetType = z.infer<typeof lotteryBetType>;

/** One stake, 1 to 10,000 taka, in minor units. */
export const LOTTERY_MIN_STAKE_MINOR = 100n;
export const LOTTERY_MAX_STAKE_MINOR = 1_000_000n;

const session = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
const language = z.string().max(10);

/** POST /vendor/lotto/<vassalage>/<game>/ticket: one ticket for the draw on sale. */
export const lotteryTicketRequest = z
  .object({
    session,
    lang: language.optional(),
    betType: lotteryBetType,
    /**
     * Digit strings: one "00"-"99" for lo2, de2, top2 and bottom2, one "000"-"999" for de3, top3 and tod3, one
     * "0000"-"9999" for big and small, n distinct "1"-"80" for pick<n>, 2 or 3 distinct "00"-"99" for xien2 and
     * xien3, one "000"-"999" for straight3 and box3.
     */
    numbers: z
      .array(z.string().regex(/^[0-9]{1,4}$/))
      .min(1)
      .max(5),
    stakeMinor: z.string().regex(/^[1-9][0-9]{0,9}$/),
  })
  .strict();
export type LotteryTicketRequest = z.infer<typeof lotteryTicketRequest>;

export const lotteryTicket = z.object({
  id: z.string(),
  drawId: z.string(),
  betType: lotteryBetType,
  numbers: z.array(z.string()),
  stakeMinor: z.string(),
  state: z.enum(['open', 'settled', 'refunded']),
  winMinor: z.string().nullable(),
  /** The operator cancelled the ticket's draw (its stake refunded), as against a refund of a purchase cut short. */
  drawCancelled: z.boolean(),
});

export const lotteryTicketAnswer = z.object({
  ticket: lotteryTicket,
  drawAt: z.number(),
  seedHash: z.string(),
  balanceMinor: z.string(),
  balance: z.string(),
});

/** POST /wps/game/launchLotto (spec 7 "Lottery": launch with lottoArea, launchMode LOTT, lottoGameCode, lottoView …). */
export const lottoLaunchRequest = z
  .object({
    lottoArea: z.enum(['VN', 'SEA', 'ELOTT']),
    launchMode: z.literal('LOTT'),
    lottoGameCode: z.string().regex(/^[a-z0-9-]{1,40}$/),
    lottoView: z.enum(['betting', 'lobby']),
    device: z.enum(['WEB', 'MOBILE']),
    /** A path on the site the game's back link returns to. */
    backUrl: z.string().regex(/^\/[A-Za-z0-9/_?=&.-]{0,200}$/),
    language: z.string().regex(/^[A-Za-z]{2,3}([_-][A-Za-z]{2,4})?$/),
  })
  .strict();
export type LottoLaunchRequest = z.infer<typeof lottoLaunchRequest>;

/** The same answer as every launch (contract/games.ts). */
export const lottoLaunchAnswer = launchAnswer;
