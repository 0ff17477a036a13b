/**
 * The Lotus Baccarat table as the server renders it: balance, side and stake, the two hands, the result and the seed hash.
 * `title` heads the page of another baccarat table of the catalogue.
 */
import { formatMinor as plainMinor } from '../../contract/minor-units.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { BACCARAT_SIDES, BACCARAT_STAKES } from './baccarat-game.ts';
import type { Card } from './engines/baccarat.ts';
import { escapeHtml as e, vendorPage } from './page-shell.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';
import { fairnessPanel } from './fairness-panel.ts';

/** Amounts in the page language's digits (the site's rule, contract/rules/digits.ts). */
const money = (minor: bigint, language: VendorLanguage) => localDigits(plainMinor(minor), language);

export const BACCARAT_TEXTS = {
  en: {
    title: 'Lotus Baccarat',
    side: 'Bet on',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    stake: 'Stake',
    deal: 'Deal',
    pays: { player: '1:1', banker: '1:1 less 5%', tie: '8:1' },
    hands: 'Hands',
    total: 'Total',
    result: 'Result',
    wins: 'wins',
    tieResult: 'Tie',
  },
  bn: {
    title: 'লোটাস ব্যাকারাট',
    side: 'বাজি',
    player: 'প্লেয়ার',
    banker: 'ব্যাংকার',
    tie: 'টাই',
    stake: 'বাজির পরিমাণ',
    deal: 'ডিল',
    pays: { player: '১:১', banker: '১:১ থেকে ৫% কম', tie: '৮:১' },
    hands: 'হাত',
    total: 'মোট',
    result: 'ফলাফল',
    wins: 'জিতেছে',
    tieResult: 'টাই',
  },
} as const;

export function baccaratPage(
  language: VendorLanguage,
  session: string,
  balanceMinor: bigint,
  next: Commitment,
  title?: string,
): string {
  const t = TEXTS[language];
  const b = BACCARAT_TEXTS[language];
  const sides = BACCARAT_SIDES.map(
    (side, i) =>
      `<label><input type="radio" name="side" value="${side}"${i === 0 ? ' checked' : ''}> ${e(b[side])} (${e(b.pays[side])})</label>`,
  ).join('');
  const stakes = BACCARAT_STAKES.map(
    (stake, i) => `<option value="${stake}"${i === 0 ? ' selected' : ''}>${e(money(stake, language))}</option>`,
  ).join('');
  const hand = (side: 'player' | 'banker') =>
    `<tr><th scope="row">${e(b[side])}</th><td id="${side}-cards">—</td><td id="${side}-total">—</td></tr>`;
  // Words the script shows after a coup come as data attributes: nothing inline runs under the page's policy.
  const data = { session, lang: language, player: b.player, banker: b.banker, tie: b.tieResult, wins: b.wins };
  const attributes = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${e(v)}"`)
    .join('');
  const heading = title ?? b.title;
  return vendorPage(
    language,
    heading,
    `<h1>${e(heading)}</h1><div id="game"${attributes}>` +
      `<p class="row"><span>${e(t.balance)}: <output id="balance">${e(money(balanceMinor, language))}</output></span></p>` +
      `<fieldset class="row"><legend>${e(b.side)}</legend>${sides}</fieldset>` +
      `<p class="row"><label for="stake">${e(b.stake)}</label><select id="stake">${stakes}</select>` +
      `<button type="button" id="deal" disabled>${e(b.deal)}</button></p>` +
      `<table class="hands"><caption>${e(b.hands)}</caption><thead><tr><td></td><th scope="col">${e(b.hands)}</th>` +
      `<th scope="col">${e(b.total)}</th></tr></thead><tbody>${hand('player')}${hand('banker')}</tbody></table>` +
      `<p>${e(b.result)}: <output id="result">—</output></p>` +
      `<p>${e(t.win)}: <output id="win">${e(money(0n, language))}</output></p>` +
      `<p class="alert" role="alert" id="message"></p>` +
      fairnessPanel(language, next) +
      '</div>',
    'baccarat-game.js',
  );
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Record<string, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

/** "Player A♠ 9♥ (0) · Banker K♦ 7♣ (7) · Banker wins": the verify page's line for a stored coup. */
export function baccaratSummary(language: VendorLanguage, outcome: unknown): string {
  const b = BACCARAT_TEXTS[language];
  const coup = outcome as {
    player: Card[];
    banker: Card[];
    playerTotal: number;
    bankerTotal: number;
    winner: 'player' | 'banker' | 'tie';
  };
  const hand = (cards: Card[]) => cards.map((card) => `${RANKS[card.rank - 1]}${SUITS[card.suit]}`).join(' ');
  const result = coup.winner === 'tie' ? b.tieResult : `${b[coup.winner]} ${b.wins}`;
  return `${b.player} ${hand(coup.player)} (${coup.playerTotal}) · ${b.banker} ${hand(coup.banker)} (${coup.bankerTotal}) · ${result}`;
}
