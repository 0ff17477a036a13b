/**
 * Where opening a game goes (spec 4, "Game launch" launcher routing): TCG_LOTTO_VN to /vnlottery, TCG_SEA to
 * /seaLottery, other lottery games (gameType LOTT or ELOTT) to /lottery with gameCode and playType, a VASSALAGE
 * item to a popup list of its vendor's games, everything else through the launch call to /game.
 */
import type { Game } from './game-types.ts';

export type LaunchRoute = { kind: 'page'; path: string } | { kind: 'popup'; vassalage: string } | { kind: 'launch' };

export function launchRoute(
  game: Pick<Game, 'isGame' | 'vassalage' | 'code' | 'gameType' | 'accountTypeName' | 'defaultPlayType'>,
): LaunchRoute {
  if (game.isGame === 'VASSALAGE') return { kind: 'popup', vassalage: game.vassalage };
  if (game.accountTypeName === 'TCG_LOTTO_VN') return { kind: 'page', path: '/vnlottery' };
  if (game.accountTypeName === 'TCG_SEA') return { kind: 'page', path: '/seaLottery' };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    const query = new URLSearchParams();
    if (game.code) query.set('gameCode', game.code);
    if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
    const text = query.toString();
    return { kind: 'page', path: text ? `/lottery?${text}` : '/lottery' };
  }
  return { kind: 'launch' };
}
