/**
 * The lottery pages' launch (spec 7 "Lottery": lottoArea, launchMode LOTT, lottoGameCode, lottoView, device,
 * backUrl, language): which built-in game a page opens, and the call that answers its address.
 */
import type { LottoLaunchRequest } from '../../../contract/lottery.ts';
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadLottery = () => import('../../../contract/calls/lottery.ts');

/** The built-in lottery games by catalogue code, with the area the launch names. */
const AREAS: Record<string, LottoLaunchRequest['lottoArea']> = {
  'vn-lotto': 'VN',
  'lotus-keno': 'ELOTT',
  'sea-lottery': 'SEA',
  'sea-4d': 'SEA',
  'lotus-keno-3': 'ELOTT',
  'lotus-keno-5': 'ELOTT',
  'lucky-3d': 'ELOTT',
};

/** The SEA lobby's games in the order its tabs list them; the first opens when the address names none. */
export const SEA_GAMES = ['sea-lottery', 'sea-4d'] as const;
export type SeaGame = (typeof SEA_GAMES)[number];

export type LottoPage = 'lottery' | 'vnlottery' | 'seaLottery';

/** The SEA game an address of /seaLottery asks for (?gameCode), or the first; null when it names another game. */
export function seaGameOf(search: string): SeaGame | null {
  const code = new URLSearchParams(search).get('gameCode');
  if (code === null) return SEA_GAMES[0];
  return (SEA_GAMES as readonly string[]).includes(code) ? (code as SeaGame) : null;
}

function gameCodeFor(page: LottoPage, search: string): string {
  if (page === 'vnlottery') return 'vn-lotto';
  if (page === 'seaLottery') return seaGameOf(search) ?? '';
  return new URLSearchParams(search).get('gameCode') ?? '';
}

/**
 * The launch for a page: /vnlottery is the VN lobby; /seaLottery the lobby of a SEA game (?gameCode, the first by
 * default); /lottery the betting view of ?gameCode. Null: no such game here.
 */
export function lottoLaunchFor(
  page: LottoPage,
  search: string,
  language: string,
  narrow: boolean,
  backUrl: string,
): LottoLaunchRequest | null {
  const code = gameCodeFor(page, search);
  const area = AREAS[code];
  if (!area) return null;
  return {
    lottoArea: area,
    launchMode: 'LOTT',
    lottoGameCode: code,
    lottoView: page === 'lottery' ? 'betting' : 'lobby',
    device: narrow ? 'MOBILE' : 'WEB',
    backUrl,
    language,
  };
}

export async function fetchLottoUrl(request: LottoLaunchRequest): Promise<string> {
  const value = await callContract((await loadLottery()).launchLotto, {
    body: request,
    headers: { language: request.language },
  });
  const url = value.game_url || value.game_url2;
  if (!url) throw new Error('the launch answer holds no game address');
  return url;
}
