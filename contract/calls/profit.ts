/**
 * Personal profit and loss on /wps (personalProfit): a period's bets, wins and net per game category, with the
 * bonuses and rebates that reached the main wallet. Read from the ledger's postings, so it reconciles with the
 * account record of the same period.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { minorText } from '../money.ts';
import { playerDayText } from './records.ts';

export { PROFIT_MAX_DAYS } from '../profit-period.ts';

export const profitQuery = z
  .object({
    from: playerDayText,
    to: playerDayText,
    // The player's language for the categories' titles (query, then headers).
    language: z.string().max(16).optional(),
  })
  .strict();

/**
 * Bets are the stakes less the refunds of those stakes (a rolled-back bet was never really played); wins are the
 * wins paid; net = wins − bets, the player's result: positive when up, negative when down.
 */
export const profitFigures = z.object({ betMinor: minorText, winMinor: minorText, netMinor: minorText });
export type ProfitFigures = z.infer<typeof profitFigures>;

export const profitCategory = profitFigures.extend({
  /** The platform's category code (RNG, LIVE, SPORTS, FISH, PVP, LOTT, ELOTT, ESPORTS; OTHER for an unknown vendor). */
  category: z.string(),
  /** Its title in the player's language. */
  title: z.string(),
});
export type ProfitCategory = z.infer<typeof profitCategory>;

export const profitReport = z.object({
  currencySymbol: z.string(),
  from: playerDayText,
  to: playerDayText,
  /** Only categories played in the period, in the navigation's order. */
  categories: z.array(profitCategory),
  totals: profitFigures,
  /** Bonus money that reached the main wallet (a bonus paid straight in, a locked bonus released). */
  bonusMinor: minorText,
  /** Rebates (cashback) paid into the main wallet. */
  rebateMinor: minorText,
});
export type ProfitReport = z.infer<typeof profitReport>;

export const personalProfit = defineCall({
  method: 'GET',
  path: '/wps/member/profit',
  summary: "Personal profit and loss: a period's bets, wins and net per game category, with bonuses and rebates",
  query: profitQuery,
  answer: profitReport,
  signedIn: true,
});

export const profitCalls = [personalProfit] as const;
