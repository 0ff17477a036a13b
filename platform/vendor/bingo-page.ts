/** A bingo room as the server renders it: balance, card price, the paytable, the card, the drawn balls, the result and the seed hash. */
import { formatMinor as plainMinor } from '../../contract/minor-units.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { BINGO_CARD_PRICES } from './bingo-game.ts';
import { BINGO_PAYS, type BingoPattern, PATTERN_ORDER, PER_ROW, ROWS } from './engines/bingo.ts';
import { escapeHtml as e, vendorPage } from './page-shell.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';
import { fairnessPanel } from './fairness-panel.ts';

/** Amounts in the page language's digits (the site's rule, contract/rules/digits.ts). */
const money = (minor: bigint, language: VendorLanguage) => localDigits(plainMinor(minor), language);

export const BINGO_TEXTS = {
  en: {
    title: 'Bingo 90',
    price: 'Card price',
    buy: 'Buy card',
    card: 'Your card',
    balls: 'Balls drawn (45 of 90)',
    result: 'Result',
    paytable: 'Pays (× card price, best pattern only)',
    marked: 'marked',
    patterns: {
      fullHouse: 'Full house',
      twoLines: 'Two lines',
      oneLine: 'One line',
      tenMarked: '10+ numbers, no line',
      nineMarked: '9 numbers, no line',
      none: 'No win',
    } satisfies Record<BingoPattern, string>,
  },
  bn: {
    title: 'বিঙ্গো ৯০',
    price: 'কার্ডের দাম',
    buy: 'কার্ড কিনুন',
    card: 'আপনার কার্ড',
    balls: 'টানা বল (৯০টির মধ্যে ৪৫টি)',
    result: 'ফলাফল',
    paytable: 'পেআউট (কার্ডের দামের গুণ, শুধু সেরা প্যাটার্ন)',
    marked: 'মিলেছে',
    patterns: {
      fullHouse: 'ফুল হাউস',
      twoLines: 'দুই লাইন',
      oneLine: 'এক লাইন',
      tenMarked: '১০+ সংখ্যা, লাইন ছাড়া',
      nineMarked: '৯টি সংখ্যা, লাইন ছাড়া',
      none: 'জয় নেই',
    } satisfies Record<BingoPattern, string>,
  },
} as const;

export function bingoPage(
  language: VendorLanguage,
  session: string,
  balanceMinor: bigint,
  next: Commitment,
  title?: string,
): string {
  const t = TEXTS[language];
  const b = BINGO_TEXTS[language];
  const heading = title ?? b.title;
  const prices = BINGO_CARD_PRICES.map(
    (price, i) => `<option value="${price}"${i === 0 ? ' selected' : ''}>${e(money(price, language))}</option>`,
  ).join('');
  // The paytable is the engine's own, so what the page promises is what the round pays.
  const pays = PATTERN_ORDER.filter((p) => BINGO_PAYS[p] > 0)
    .map((p) => `<tr><th scope="row">${e(b.patterns[p])}</th><td>×${localDigits(BINGO_PAYS[p], language)}</td></tr>`)
    .join('');
  const rows = Array.from(
    { length: ROWS },
    (_, r) => `<tr>${Array.from({ length: PER_ROW }, (_, c) => `<td id="cell-${r}-${c}">·</td>`).join('')}</tr>`,
  ).join('');
  const names = Object.fromEntries(PATTERN_ORDER.map((p) => [`pattern-${p.toLowerCase()}`, b.patterns[p]]));
  const data = { session, lang: language, marked: b.marked, ...names };
  const attributes = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${e(v)}"`)
    .join('');
  return vendorPage(
    language,
    heading,
    `<h1>${e(heading)}</h1><div id="game"${attributes}>` +
      `<p class="row"><span>${e(t.balance)}: <output id="balance">${e(money(balanceMinor, language))}</output></span></p>` +
      `<p class="row"><label for="price">${e(b.price)}</label><select id="price">${prices}</select>` +
      `<button type="button" id="buy" disabled>${e(b.buy)}</button></p>` +
      `<table class="reels bingo-card"><caption>${e(b.card)}</caption><tbody>${rows}</tbody></table>` +
      `<p>${e(b.result)}: <output id="result">—</output></p>` +
      `<p>${e(t.win)}: <output id="win">${e(money(0n, language))}</output></p>` +
      `<p class="alert" role="alert" id="message"></p>` +
      `<h2>${e(b.balls)}</h2><ol class="balls" id="balls"></ol>` +
      `<table class="hands"><caption>${e(b.paytable)}</caption><tbody>${pays}</tbody></table>` +
      fairnessPanel(language, next) +
      '</div>',
    'bingo-game.js',
  );
}

/** "One line · 11/15 marked · ×4 · card 3 12 …": the verify page's line for a stored card. */
export function bingoSummary(language: VendorLanguage, outcome: unknown): string {
  const b = BINGO_TEXTS[language];
  const round = outcome as { card: number[][]; markedPerRow: number[]; pattern: BingoPattern; multiplier: number };
  const marked = round.markedPerRow.reduce((sum, n) => sum + n, 0);
  // The card's numbers, the count and the multiplier in the page's digits, like the game page shows them.
  const line = `${marked}/15 ${b.marked} · ×${round.multiplier} · ${round.card.map((row) => row.join(' ')).join(' / ')}`;
  return `${b.patterns[round.pattern]} · ${localDigits(line, language)}`;
}
