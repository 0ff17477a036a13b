/** The game catalogue as the site sees it (spec 3 "Game object"), in the player's language. */
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { PlatformError } from '../../http/envelope.ts';
import * as repo from './catalogue-repository.ts';
import type { Game } from '../../../contract/games.ts';

/** The shape the site reads (contract/games.ts): one definition for both sides. */
export type GameView = Game;

function view(row: repo.GameRow, language: MessageLanguage, favourites: Set<number>): GameView {
  return {
    code: row.code,
    name: language === 'bn' ? row.name_bn : row.name_en,
    vassalage: row.vassalage,
    category: row.category,
    image: row.image,
    isHot: row.is_hot === 1,
    isGame: row.is_game,
    gameType: row.game_type,
    accountTypeName: row.account_type_name,
    defaultPlayType: row.default_play_type,
    isFavourite: favourites.has(row.id),
  };
}

const NONE = new Set<number>();

async function favouritesOf(ctx: PlatformContext, memberId: number | undefined): Promise<Set<number>> {
  return memberId === undefined ? NONE : repo.favouriteIds(ctx.db, memberId);
}

export async function gameList(
  ctx: PlatformContext,
  filter: { vassalage?: string; gameType?: string },
  language: MessageLanguage,
  memberId?: number,
): Promise<GameView[]> {
  const merchant = ctx.config.merchantCode;
  const rows = filter.vassalage
    ? await repo.vendorGames(ctx.db, merchant, filter.vassalage)
    : await repo.gamesOfType(ctx.db, merchant, filter.gameType ?? '');
  const favourites = await favouritesOf(ctx, memberId);
  return rows.map((r) => view(r, language, favourites));
}

export async function hotGames(
  ctx: PlatformContext,
  vassalage: string | undefined,
  language: MessageLanguage,
  memberId?: number,
): Promise<GameView[]> {
  const rows = await repo.hotGames(ctx.db, ctx.config.merchantCode, vassalage);
  const favourites = await favouritesOf(ctx, memberId);
  return rows.map((r) => view(r, language, favourites));
}

export async function favouriteList(
  ctx: PlatformContext,
  memberId: number,
  language: MessageLanguage,
): Promise<GameView[]> {
  const rows = await repo.favouriteGames(ctx.db, ctx.config.merchantCode, memberId);
  const all = new Set(rows.map((r) => r.id));
  return rows.map((r) => view(r, language, all));
}

/** Adds or removes a favourite; answers the member's favourite codes afterwards. Unknown games are a 404. */
export async function setFavourite(
  ctx: PlatformContext,
  memberId: number,
  code: string,
  favourite: boolean,
): Promise<{ favourites: string[] }> {
  const game = await repo.gameByCode(ctx.db, ctx.config.merchantCode, code);
  if (!game) throw new PlatformError(404, 'not_found');
  if (favourite) await repo.addFavourite(ctx.db, memberId, game.id, new Date(ctx.now()).toISOString());
  else await repo.removeFavourite(ctx.db, memberId, game.id);
  const rows = await repo.favouriteGames(ctx.db, ctx.config.merchantCode, memberId);
  return { favourites: rows.map((r) => r.code) };
}

/** How many recent games GCS_recentGame answers. */
export const RECENT_LIMIT = 12;

export async function recentList(
  ctx: PlatformContext,
  memberId: number,
  language: MessageLanguage,
): Promise<GameView[]> {
  const rows = await repo.recentGames(ctx.db, ctx.config.merchantCode, memberId, RECENT_LIMIT);
  const favourites = await favouritesOf(ctx, memberId);
  return rows.map((r) => view(r, language, favourites));
}

/** For the launch call: marks a game played now by the member; false when there is no such game. */
export async function markPlayed(ctx: PlatformContext, memberId: number, code: string): Promise<boolean> {
  const game = await repo.gameByCode(ctx.db, ctx.config.merchantCode, code);
  if (!game) return false;
  await repo.recordPlayed(ctx.db, memberId, game.id, new Date(ctx.now()).toISOString());
  return true;
}

/**
 * Spec 7 "vass game type": what a vendor's games are, so the launcher knows how to open them: its category,
 * its game types, and whether it opens as a popup game list (a VASSALAGE item, spec 4 launcher routing).
 * Unknown or switched-off vendors are a 404.
 */
export async function vassGameType(ctx: PlatformContext, vassalage: string) {
  const found = await repo.vendorGameKinds(ctx.db, ctx.config.merchantCode, vassalage);
  if (!found) throw new PlatformError(404, 'not_found');
  const gameTypes = [...new Set(found.kinds.map((k) => k.game_type ?? found.vendor.category))].sort();
  return {
    vassalage: found.vendor.vassalage,
    category: found.vendor.category,
    gameTypes,
    popupList: found.kinds.some((k) => k.is_game === 'VASSALAGE'),
  };
}
