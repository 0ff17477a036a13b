/**
 * Game calls (spec 7 "Games"): menus on /lgw; vendor list, game lists, hot games, favourites, recents and the
 * vendor's game types on /wps; the launches (launchGameV2, the PVP rooms' launchGame) and the room list.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { minorText, majorText } from '../money.ts';
import { game, gameCode, gameMenus, launchAnswer, launchId, launchLanguage, vassalageCode } from '../games.ts';

const language = z.string().max(16).optional();
const languageQuery = z.object({ language }).strict();

export const fetchGameMenus = defineCall({
  method: 'GET',
  path: '/lgw/games/game_menus',
  summary: "Vendors grouped by category, and the categories' order",
  query: languageQuery,
  answer: gameMenus,
});

export const vendorList = defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_vendorList',
  summary: "The merchant's enabled vendors",
  query: z.object({ merchantCode: z.string().min(1).max(32), language }).strict(),
  answer: z.array(z.object({ vassalage: z.string(), name: z.string(), category: z.string(), isHot: z.boolean() })),
});

/** One of the two: a vendor's games for a lobby tab, or every game of a type (the bingo lobby). */
export const gameListQuery = z
  .object({ vassalage: vassalageCode.optional(), gameType: z.enum(['BINGO']).optional(), language })
  .strict()
  .refine((q) => Boolean(q.vassalage) !== Boolean(q.gameType), { path: ['vassalage'] });

export const gameList = defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  summary: "A vendor's games, or every game of a type; a member's token adds isFavourite",
  query: gameListQuery,
  answer: z.array(game),
});

export const hotGames = defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  summary: 'The hot games, of one vendor or all',
  query: z
    .object({
      merchantCode: z.string().min(1).max(32),
      isPlatform: z.literal('2'),
      vassalage: vassalageCode.optional(),
      platform: z.string().max(64).optional(),
      language,
    })
    .strict(),
  answer: z.array(game),
});

export const favouriteList = defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_favouriteList',
  summary: "The member's favourite games",
  query: languageQuery,
  answer: z.array(game),
  signedIn: true,
});

export const favouriteBody = z.object({ gameCode }).strict();
const favourites = z.object({ favourites: z.array(z.string()) });

export const addFavourite = defineCall({
  method: 'POST',
  path: '/wps/relay/GCSGAME_addFavourite',
  summary: "Mark a game as a favourite; answers every favourite's code",
  body: favouriteBody,
  answer: favourites,
  signedIn: true,
});

export const removeFavourite = defineCall({
  method: 'POST',
  path: '/wps/relay/GCSGAME_removeFavourite',
  summary: "Unmark a favourite game; answers every favourite's code",
  body: favouriteBody,
  answer: favourites,
  signedIn: true,
});

export const vassGameType = defineCall({
  method: 'GET',
  path: '/wps/relay/GCSGAME_vassGameType',
  summary: "What a vendor's games are: its category, its game types, and whether it opens as a popup list",
  query: z.object({ vassalage: vassalageCode, language }).strict(),
  answer: z.object({
    vassalage: z.string(),
    category: z.string(),
    gameTypes: z.array(z.string()),
    popupList: z.boolean(),
  }),
});

export const recentGames = defineCall({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  summary: "The member's recently played games, latest first",
  query: languageQuery,
  answer: z.array(game),
  signedIn: true,
});

import { LAUNCH_CONSTANTS } from '../rules/launch.ts';

export { LAUNCH_CONSTANTS };

export const launchRequest = z
  .object({
    gameId: launchId,
    vassalage: launchId,
    accountType: z.literal(LAUNCH_CONSTANTS.accountType),
    confirmTrans: z.literal(LAUNCH_CONSTANTS.confirmTrans),
    clientType: z.literal(LAUNCH_CONSTANTS.clientType),
    launchMode: z.literal(LAUNCH_CONSTANTS.launchMode),
    platform: z.literal(LAUNCH_CONSTANTS.platform),
    language: launchLanguage,
  })
  .strict();
export type LaunchRequest = z.infer<typeof launchRequest>;

export const launchGame = defineCall({
  method: 'POST',
  path: '/wps/game/launchGameV2',
  summary: "Open a game session on a catalogue game and answer the game's address",
  body: launchRequest,
  answer: launchAnswer,
  signedIn: true,
});

export const pvpRoom = z.object({
  gameId: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  seatsFree: z.number().int(),
  cardPriceMinor: minorText,
  cardPrice: majorText,
  cycleSeconds: z.number(),
  /** Milliseconds since the epoch on the platform's clock. */
  nextDrawTime: z.number(),
  serverTime: z.number(),
  seedHash: z.string(),
});
export type PvpRoom = z.infer<typeof pvpRoom>;

export const pvpRoomList = defineCall({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  summary: "The PVP rooms: seats taken and free, and the next draw on the platform's clock",
  query: z.object({ vassalage: vassalageCode.optional(), language: launchLanguage.optional() }).strict(),
  answer: z.array(pvpRoom),
});

export const roomLaunchRequest = z.object({ gameId: launchId, vassalage: launchId, language: launchLanguage }).strict();

export const launchRoom = defineCall({
  method: 'POST',
  path: '/wps/game/launchGame',
  summary: "Open a game session in a PVP room and answer the room's address",
  body: roomLaunchRequest,
  answer: launchAnswer,
  signedIn: true,
});

export const gameCalls = [
  fetchGameMenus,
  vendorList,
  gameList,
  hotGames,
  favouriteList,
  addFavourite,
  removeFavourite,
  vassGameType,
  recentGames,
  launchGame,
  pvpRoomList,
  launchRoom,
] as const;
