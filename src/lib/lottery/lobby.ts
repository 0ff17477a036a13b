/**
 * The lottery lobby (a bare /lottery): every lottery game with its next draw, from the platform's game list
 * (/lgw/games/popular, the most played first), and the time left to bet on it as a countdown.
 */
import type { LotteryGameCard } from '../../../contract/lottery-board.ts';
import { callContract } from '../api/client.ts';
import { localDigits } from '../format/rules.ts';
import type { Locale } from '../i18n/locales.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadLottery = () => import('../../../contract/calls/lottery.ts');

/** More than the built-in games, so the lobby lists every one. */
const LOBBY_COUNT = 50;

export async function fetchLotteryLobby(locale: Locale, narrow: boolean): Promise<LotteryGameCard[]> {
  const answer = await callContract((await loadLottery()).popularLottery, {
    query: { count: LOBBY_COUNT, device: narrow ? 'MOBILE' : 'WEB', language: locale },
    headers: { language: locale },
  });
  return answer.games;
}

/** Time left as h:mm:ss (a daily draw is hours away, a keno round seconds), in the page's digits. */
export function countdown(leftMs: number, locale: Locale): string {
  const total = Math.max(0, Math.ceil(leftMs / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return localDigits(`${Math.floor(total / 3600)}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`, locale);
}
