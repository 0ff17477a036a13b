/**
 * Money as it travels between the site and the platform: decimal text in major units for people ('150.50') and
 * the same amount in minor units as text for programs ('15050'). Never a JSON number, so no float touches money.
 */
import { z } from './zod.ts';

/** An amount in minor units as decimal text, possibly negative. */
export const minorText = z.string().regex(/^-?\d+$/);
/** An amount in major units as the platform formats it ('1,234.50' or '1234.50'). */
export const majorText = z.string();

/** An amount a person typed, in major units with at most two places ('150', '150.5'); never a number. */
export const amountText = z.string().trim().min(1).max(20);

/** The key a client makes for one user action (a UUID); a retry of that action sends the same key. */
export const requestId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** An amount both ways. */
export const moneyValue = z.object({ amount: majorText, amountMinor: minorText });
export type MoneyValue = z.infer<typeof moneyValue>;

/** The page language some GET calls accept as a query parameter (the `language` header is what counts). */
export const languageQuery = z.object({ language: z.string().max(16).optional() }).strict();
