/**
 * The lottery pages' launch (spec 7 "Lottery": lottoArea, launchMode LOTT, lottoGameCode, lottoView, device,
 * backUrl, language): which built-in game a page opens, and the call that answers its address.
 */
import type { LottoLaunchRequest } from '../../../contract/lottery.ts';
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadLottery = () => import('../../../contract/calls/lottery.ts');

/** The built-in lottery games by catalogue code, with the area the launch names. */
const AREAS: Record<string, LottoLaunchRequest['lottoArea']> = { 'vn-lotto': 'VN', 'lotus-keno': 'ELOTT' };

export type LottoPage = 'lottery' | 'vnlottery';

/** The launch for a page: /vnlottery is the VN lobby; /lottery the betting view of ?gameCode. Null: no such game here. */
export function lottoLaunchFor(
  page: LottoPage,
  search: string,
  language: string,
  narrow: boolean,
  backUrl: string,
): LottoLaunchRequest | null {
  const code = page === 'vnlottery' ? 'vn-lotto' : (new URLSearchParams(search).get('gameCode') ?? '');
  const area = AREAS[code];
  if (!area) return null;
  return {
    lottoArea: area,
    launchMode: 'LOTT',
    lottoGameCode: code,
    lottoView: page === 'vnlottery' ? 'lobby' : 'betting',
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
