/** The game catalogue's shapes (spec 3 "Game object", vendor data): what the platform lists and the site draws. */
import { z } from './zod.ts';

export const game = z.object({
  code: z.string(),
  name: z.string(),
  vassalage: z.string(),
  category: z.string(),
  image: z.string(),
  isHot: z.boolean(),
  /** 'GAME', or 'VASSALAGE' for an item that opens a popup list of its vendor's games. */
  isGame: z.string(),
  gameType: z.string().nullable(),
  accountTypeName: z.string().nullable(),
  defaultPlayType: z.string().nullable(),
  isFavourite: z.boolean(),
});
export type Game = z.infer<typeof game>;

export const vendorCard = z.object({ vassalage: z.string(), name: z.string(), isHot: z.boolean() });
export type VendorCard = z.infer<typeof vendorCard>;

/**
 * Vendors grouped by category (spec 3): a category is present only when it has vendors. Keys are the category codes
 * (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS); the site reads them as text, so a new category is no mismatch.
 */
export const gameMenus = z.object({
  categories: z.partialRecord(z.string(), z.object({ title: z.string(), cards: z.array(vendorCard) })),
  sorting: z.array(z.object({ gameCategory: z.string(), vendors: z.array(z.string()) })),
});
export type GameMenus = z.infer<typeof gameMenus>;

/** A vendor's code as the catalogue writes it. */
export const vassalageCode = z.string().regex(/^[A-Z0-9_]{1,40}$/);
export const gameCode = z.string().regex(/^[a-z0-9-]{1,60}$/);
/** A language tag as launches send it ('bn', 'en', 'en-US'). */
export const launchLanguage = z.string().regex(/^[A-Za-z]{2,3}([_-][A-Za-z]{2,4})?$/);
/** A launch's game and vendor ids, looser than the catalogue's codes: a vendor's own ids may have capitals. */
export const launchId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/**
 * A launch answer (spec 3: "Response holds game_url or game_url2"): the game's address, or the alternative one. The
 * built-in vendor sends both, the same; a platform may send one. Neither is the site's "Invalid URL" case, not a mismatch.
 */
export const launchAnswer = z.object({ game_url: z.string().optional(), game_url2: z.string().optional() });
