/**
 * A lottery game's betting view as the server renders it: balance, the draw on sale with its closing countdown and
 * its time in Dhaka and in the draw's own zone, the bet slip (bet type, numbers, quick pick, stake, possible win),
 * the player's tickets, the last results with their verify links, and the odds. assets/lotto-game.js keeps it
 * current from the state call and buys tickets.
 */
import { formatMinor as plainMinor } from '../../../contract/minor-units.ts';
import { localDigits } from '../../../contract/rules/digits.ts';
import { escapeHtml as e, vendorPage } from '../page-shell.ts';
import { TEXTS, type VendorLanguage } from '../texts.ts';
import { DIGITS_OF, oddsKeysOf, XIEN_SIZE_OF } from './bets.ts';
import type { LotteryGame, LotteryKind } from './config.ts';
import type { LotteryBetType } from '../../../contract/lottery.ts';
import { LOTTERY_TEXTS } from './texts.ts';
import { TREND_KINDS } from './trends.ts';
import { TREND_DRAWS } from './trends-route.ts';
import { drawName } from './draw-name.ts';

/** The stake chips under the stake field, in whole taka. */
const STAKE_CHIPS = [10, 50, 100, 500, 1000] as const;

export const BET_TYPES_OF = {
  vn: ['lo2', 'de2', 'de3', 'xien2', 'xien3'],
  keno: ['pick1', 'pick2', 'pick3', 'pick4', 'pick5'],
  sea6: ['top3', 'tod3', 'top2', 'bottom2'],
  sea4d: ['big', 'small'],
  d3: ['straight3', 'box3'],
} as const satisfies Record<LotteryKind, readonly LotteryBetType[]>;

const HINT_OF = {
  vn: 'hint_vn',
  keno: 'hint_keno',
  sea6: 'hint_sea6',
  sea4d: 'hint_sea4d',
  d3: 'hint_d3',
} as const;

export function timeIn(ms: number, timeZone: string, language: VendorLanguage): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(ms);
  return localDigits(text, language);
}

/** A time left as h:mm:ss (a daily draw is hours away; a keno round seconds). */
export function clock(leftMs: number): string {
  const total = Math.max(0, Math.ceil(leftMs / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`;
}

/** An odds key's second part: keno's hits as a number, 4D's prize tier by name. */
function oddsTier(tier: string, language: VendorLanguage): string {
  const prizes: Record<string, string> = LOTTERY_TEXTS[language].prizes;
  return prizes[tier] ?? localDigits(tier, language);
}

/**
 * Where the draw's result will come from, as the page tells the player: the built-in draw's hash chain (the seed hash
 * of the draw on sale and the chain's anchor), or the official results, imported from files signed by the results
 * provider's key (named by its id), for which no seed exists.
 */
export type LotteryResultProof =
  | { kind: 'chain'; seedHash: string; anchorHash: string }
  | { kind: 'official'; keyId: string };

export interface LotteryPageState {
  drawId: string;
  drawAt: number;
  closeAt: number;
  proof: LotteryResultProof;
}

function proofOf(proof: LotteryResultProof, language: VendorLanguage): string {
  const l = LOTTERY_TEXTS[language];
  if (proof.kind === 'official')
    return (
      `<p id="result-source" class="source">${e(l.officialSource)}</p>` +
      `<dl><dt>${e(l.officialKey)}</dt><dd><code>${e(proof.keyId)}</code></dd></dl>`
    );
  return (
    `<dl><dt>${e(l.drawHash)}</dt><dd><code id="next-hash">${e(proof.seedHash)}</code></dd>` +
    `<dt>${e(l.anchor)}</dt><dd><code id="anchor">${e(proof.anchorHash)}</code></dd></dl>`
  );
}

export function lotteryPage(
  language: VendorLanguage,
  game: LotteryGame,
  view: 'betting' | 'lobby',
  session: string,
  balanceMinor: bigint,
  state: LotteryPageState,
  odds: Record<string, number>,
  now: number,
): string {
  const t = TEXTS[language];
  const l = LOTTERY_TEXTS[language];
  const title = game[language];
  const types: readonly LotteryBetType[] = BET_TYPES_OF[game.kind];
  const words: Record<string, string> = {
    session,
    lang: language,
    game: game.code,
    kind: game.kind,
    odds: JSON.stringify(odds),
    // What the slip needs per bet type: the odds keys it may be paid by, and the digits of its one number.
    keys: JSON.stringify(Object.fromEntries(types.map((type) => [type, oddsKeysOf(type)]))),
    digits: JSON.stringify(DIGITS_OF[game.kind] ?? {}),
    // Xiên takes several 2-digit numbers: how many, per bet type.
    xien: JSON.stringify(game.kind === 'vn' ? XIEN_SIZE_OF : {}),
    open: l.open,
    settled: l.settled,
    refunded: l.refunded,
    'draw-cancelled': l.drawCancelled,
    win: l.win,
    'stake-word': l.stakeWord,
    verify: l.verify,
    bought: l.bought,
    'no-tickets': l.noTickets,
    'bad-numbers': l.bad_numbers,
    'bad-stake': l.bad_stake,
    'trends-draws': l.trendsDraws,
    'no-trends': l.noTrends,
    digit: l.digit,
    prizes: JSON.stringify(l.prizes),
    won: l.won,
    lost: l.lost,
    result: l.result,
    ...Object.fromEntries(types.map((type) => [`type-${type}`, l[type]])),
  };
  const attributes = Object.entries(words)
    .map(([k, v]) => ` data-${k}="${e(v)}"`)
    .join('');
  const options = types.map((type) => `<option value="${type}">${e(l[type])}</option>`).join('');
  const oddsRows = types
    .flatMap((type) =>
      oddsKeysOf(type)
        .filter((key) => odds[key] !== undefined)
        .map(
          (key) =>
            `<tr><th scope="row">${e(l[type])}${key.includes(':') ? ` · ${e(oddsTier(key.split(':')[1]!, language))}` : ''}</th>` +
            `<td>×${e(localDigits((odds[key]! / 100).toFixed(2), language))}${type === 'lo2' ? ` ${e(l.perHit)}` : ''}</td></tr>`,
        ),
    )
    .join('');
  const chips = STAKE_CHIPS.map(
    (taka) =>
      `<button type="button" class="chip" data-stake="${taka}">৳${e(localDigits(String(taka), language))}</button>`,
  ).join('');
  const explanations = types
    .map((type) => `<span data-type="${type}" hidden>${e(l[`explain_${type}`])}</span>`)
    .join('');
  const slip =
    `<section aria-labelledby="slip-title"><h2 id="slip-title">${e(l.nextDraw)}: <span id="draw-name">${e(drawName(game, state.drawAt, language))}</span></h2>` +
    `<p class="row"><span>${e(l.closesIn)}: <output id="countdown" data-close-at="${state.closeAt}">${localDigits(clock(state.closeAt - now), language)}</output></span></p>` +
    `<form id="slip"><p class="row"><label>${e(l.betType)} <select id="bet-type" name="betType">${options}</select></label></p>` +
    `<p id="bet-explain" class="explain">${explanations}</p>` +
    `<div id="grid" class="grid" role="group" aria-label="${e(l.grid)}"></div>` +
    `<p class="row"><output id="picked" data-word="${e(l.picked)}"></output>` +
    `<button type="button" id="quick-pick" disabled>${e(l.quickPick)}</button>` +
    `<button type="button" id="clear" class="secondary" disabled>${e(l.clear)}</button></p>` +
    `<p class="row"><label>${e(l.numbers)} <input id="numbers" name="numbers" inputmode="numeric" autocomplete="off" required aria-describedby="numbers-hint"></label></p>` +
    `<p id="numbers-hint"><small>${e(l[HINT_OF[game.kind]])}${game.kind === 'vn' ? ` ${e(l.hint_vn_xien)}` : ''}</small></p>` +
    `<p class="row"><label>${e(l.stake)} <input id="stake" name="stake" inputmode="numeric" value="10" required></label></p>` +
    `<div class="chips" role="group" aria-label="${e(l.chips)}">${chips}</div>` +
    `<p class="row win-line"><span>${e(l.possibleWin)}: <output id="possible-win">—</output></span></p>` +
    `<p class="row"><button type="submit" id="buy" disabled>${e(l.buy)}</button></p><p class="alert" role="alert" id="message"></p></form>` +
    // The codes and hashes a player rarely reads: behind one control, open for who checks the fairness.
    `<details id="draw-details"><summary>${e(l.provablyFair)}</summary>` +
    `<dl><dt>${e(l.drawCode)}</dt><dd><code id="draw-id">${e(state.drawId)}</code></dd>` +
    `<dt>${e(l.drawTime)}</dt><dd>${e(timeIn(state.drawAt, 'Asia/Dhaka', language))} ${e(l.dhaka)}` +
    (game.timeZone === 'Asia/Dhaka' ? '' : ` · ${e(timeIn(state.drawAt, game.timeZone, language))} ${e(l.local)}`) +
    `</dd></dl>${proofOf(state.proof, language)}</details></section>`;
  const filters = (
    [
      ['', l.all],
      ['open', l.filterOpen],
      ['won', l.filterWon],
      ['lost', l.filterLost],
      ['refunded', l.filterRefunded],
    ] as const
  )
    .map(
      ([value, label]) =>
        `<button type="button" class="filter" data-filter="${value}" aria-pressed="${value === '' ? 'true' : 'false'}">${e(label)}</button>`,
    )
    .join('');
  const tickets =
    `<section aria-labelledby="tickets-title"><h2 id="tickets-title">${e(l.myTickets)}</h2>` +
    `<div class="filters" role="group" aria-label="${e(l.filter)}">${filters}</div>` +
    `<p><small>${e(l.marked)}</small></p><ul id="tickets"><li>${e(l.noTickets)}</li></ul></section>`;
  const results = `<section aria-labelledby="results-title"><h2 id="results-title">${e(l.results)}</h2><div id="results"><p>${e(l.noResults)}</p></div></section>`;
  // E-lottery games show how often each number came out in their last draws (filled from the trends call).
  const trends = TREND_KINDS.includes(game.kind)
    ? `<section aria-labelledby="trends-title"><h2 id="trends-title">${e(l.trends)}</h2>` +
      `<p><small>${e(l.trendsOf)} (<span id="trends-count">${e(localDigits(String(TREND_DRAWS), language))}</span> ${e(l.trendsDraws)})</small></p>` +
      `<ul class="trends" id="trends" data-count="${TREND_DRAWS}"><li>${e(l.noTrends)}</li></ul></section>`
    : '';
  const oddsTable = `<table class="hands"><caption>${e(l.odds)}</caption><tbody>${oddsRows}</tbody></table>`;
  // The lobby view leads with the results; the betting view with the slip.
  const body = view === 'lobby' ? results + slip + tickets : slip + tickets + results;
  return vendorPage(
    language,
    title,
    `<h1>${e(title)}</h1><div id="game"${attributes}>` +
      `<p class="row"><span>${e(t.balance)}: <output id="balance">${e(localDigits(plainMinor(balanceMinor), language))}</output></span></p>` +
      body +
      trends +
      oddsTable +
      '</div>',
    'lotto-game.js',
  );
}
