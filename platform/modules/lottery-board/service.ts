/**
 * The lottery's home-page answers (spec 7): popular games, the Vietnamese games' menu, the numbers that came out
 * most, the drawn numbers by game and day, and the winner board. The figures come from the lottery vendor's public
 * feed; the platform adds what only it knows: names in the player's language, the site page of each game, and
 * which winners are this merchant's members (shown masked).
 */
import { DAY_MS, playerDayStart } from '../../../contract/player-day.ts';
import type { LotteryGameCard, LotteryWinner, OpenedDraw } from '../../../contract/lottery-board.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { PlatformContext } from '../../context.ts';
import { type FeedGame, type LotteryFeed, AREA_OF_KIND, lotteryGame, type LotteryGame } from '../../vendor/index.ts';
import { usernamesOf } from './repository.ts';

/**
 * The site page that opens a game (spec 4 launcher routing: TCG_LOTTO_VN to /vnlottery, TCG_SEA to the SEA lobby
 * on that game, other lotteries to /lottery).
 */
const pageOf = (game: LotteryGame) =>
  game.vassalage === 'TCG_LOTTO_VN'
    ? '/vnlottery'
    : game.vassalage === 'TCG_SEA'
      ? `/seaLottery?gameCode=${game.code}`
      : `/lottery?gameCode=${game.code}`;

const isoDaysAgo = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

function card(entry: FeedGame, language: MessageLanguage): LotteryGameCard {
  const { game } = entry;
  return {
    gameCode: game.code,
    name: game[language],
    area: AREA_OF_KIND[game.kind],
    vassalage: game.vassalage,
    page: pageOf(game),
    nextDrawAt: entry.nextDrawAt,
    closeAt: entry.closeAt,
    tickets: entry.tickets,
  };
}

export async function popular(
  feed: LotteryFeed,
  now: number,
  count: number,
  language: MessageLanguage,
): Promise<LotteryGameCard[]> {
  return (await feed.games(isoDaysAgo(now, 1))).slice(0, count).map((entry) => card(entry, language));
}

export async function vnMenu(feed: LotteryFeed, now: number, language: MessageLanguage): Promise<LotteryGameCard[]> {
  return (await feed.games(isoDaysAgo(now, 1)))
    .filter((entry) => entry.game.kind === 'vn')
    .map((entry) => card(entry, language));
}

export async function vnRecent(
  feed: LotteryFeed,
  now: number,
  memberId: number,
  language: MessageLanguage,
): Promise<LotteryGameCard[]> {
  const played = await feed.gamesPlayedBy(String(memberId), 20);
  const cards = new Map((await feed.games(isoDaysAgo(now, 1))).map((entry) => [entry.game.code, entry]));
  return played
    .map(({ gameCode }) => cards.get(gameCode))
    .filter((entry): entry is FeedGame => entry?.game.kind === 'vn')
    .map((entry) => card(entry, language));
}

/**
 * How often each ending 00-99 came out over the latest `draws` Vietnamese draws (every prize's last two digits, as
 * lô counts them), most first, then by number; with how many draws ago each last came out.
 */
export async function vnNumbers(
  feed: LotteryFeed,
  count: number,
  draws: number,
): Promise<{ draws: number; numbers: { number: string; hits: number; drawsSince: number | null }[] }> {
  const latest = await feed.results('vn-lotto', draws);
  const hits = new Array<number>(100).fill(0);
  const since = new Array<number | null>(100).fill(null);
  latest.forEach((draw, age) => {
    if (draw.result.kind !== 'vn') return;
    for (const numbers of Object.values(draw.result.prizes)) {
      for (const prize of numbers) {
        const ending = Number(prize.slice(-2));
        hits[ending]! += 1;
        since[ending] ??= age;
      }
    }
  });
  const numbers = hits
    .map((n, i) => ({ number: String(i).padStart(2, '0'), hits: n, drawsSince: since[i]! }))
    .sort((a, b) => b.hits - a.hits || a.number.localeCompare(b.number));
  return { draws: latest.length, numbers: numbers.slice(0, count) };
}

export async function opened(
  feed: LotteryFeed,
  gameCode: string,
  count: number,
  date: string | undefined,
  language: MessageLanguage,
): Promise<{ gameCode: string; name: string; draws: OpenedDraw[] }> {
  const game = lotteryGame(gameCode);
  if (!game) throw new PlatformError(404, 'not_found');
  let range: { from: string; to: string } | undefined;
  if (date) {
    const start = playerDayStart(date);
    if (Number.isNaN(start.getTime())) throw new PlatformError(400, 'period_invalid');
    range = { from: start.toISOString(), to: new Date(start.getTime() + DAY_MS).toISOString() };
  }
  const draws = await feed.results(gameCode, count, range);
  return {
    gameCode,
    name: game[language],
    draws: draws.map((draw) => ({
      drawId: draw.drawId,
      drawNo: draw.drawNo,
      drawAt: draw.drawAt,
      drawnAt: draw.drawnAt,
      result: draw.result,
      verifyUrl: `/vendor/lotto/verify?draw=${encodeURIComponent(draw.drawId)}&lang=${language}`,
    })),
  };
}

/** "demoplayer" → "de******er": enough to recognise oneself, not enough to find anyone. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}${'*'.repeat(Math.min(6, username.length - 4))}${username.slice(-2)}`;
}

export async function winners(
  ctx: PlatformContext,
  feed: LotteryFeed,
  now: number,
  count: number,
  language: MessageLanguage,
): Promise<LotteryWinner[]> {
  // The feed covers every merchant the vendor plays for; this board shows this merchant's members only.
  const wins = await feed.winners(count * 5, isoDaysAgo(now, 7));
  const ids = [...new Set(wins.map((win) => Number(win.playerRef)).filter(Number.isSafeInteger))];
  const names = await usernamesOf(ctx.db, ctx.config.merchantCode, ids);
  return wins
    .filter((win) => names.has(Number(win.playerRef)))
    .slice(0, count)
    .map((win) => {
      const game = lotteryGame(win.gameCode);
      return {
        player: maskUsername(names.get(Number(win.playerRef))!),
        gameCode: win.gameCode,
        name: game ? game[language] : win.gameCode,
        winMinor: win.winMinor.toString(),
        at: win.at,
      };
    });
}
