/**
 * The Lotus Fortune page as the server renders it: balance, bet selector, reels, win, and the next round's seed hash.
 * `title` heads the page of another slot of the catalogue (same reels, its own name).
 */
import { formatMinor as plainMinor } from '../../contract/minor-units.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { LINES } from './engines/slot.ts';
import { SLOT_LINE_BETS } from './games.ts';
import { escapeHtml as e, vendorPage } from './page-shell.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';
import { fairnessPanel } from './fairness-panel.ts';

/** Amounts in the page language's digits (the site's rule, contract/rules/digits.ts). */
const money = (minor: bigint, language: VendorLanguage) => localDigits(plainMinor(minor), language);

export function slotPage(
  language: VendorLanguage,
  session: string,
  balanceMinor: bigint,
  next: Commitment,
  title?: string,
): string {
  const t = TEXTS[language];
  const options = SLOT_LINE_BETS.map(
    (lineBet, i) =>
      `<option value="${lineBet}"${i === 0 ? ' selected' : ''}>${e(money(lineBet, language))} × ${localDigits(LINES, language)} = ${e(money(lineBet * BigInt(LINES), language))}</option>`,
  ).join('');
  const rows = [0, 1, 2].map(() => `<tr>${'<td>·</td>'.repeat(5)}</tr>`).join('');
  // The script reads the session and the words it needs from data attributes: nothing inline runs.
  const data = { session, lang: language, win: t.win, line: t.line, 'no-lines': t.noLines, spinning: t.spinning };
  const attributes = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${e(v)}"`)
    .join('');
  const heading = title ?? t.title;
  return vendorPage(
    language,
    heading,
    `<h1>${e(heading)}</h1><div id="game"${attributes}>` +
      `<p class="row"><span>${e(t.balance)}: <output id="balance">${e(money(balanceMinor, language))}</output></span></p>` +
      `<p class="row"><label for="line-bet">${e(t.lineBet)}</label><select id="line-bet">${options}</select>` +
      `<button type="button" id="spin" disabled>${e(t.spin)}</button></p>` +
      `<table class="reels"><caption>${e(t.reels)}</caption><tbody id="reels">${rows}</tbody></table>` +
      `<p>${e(t.win)}: <output id="win">${e(money(0n, language))}</output></p>` +
      `<h2>${e(t.lines)}</h2><ul id="lines"><li>${e(t.noLines)}</li></ul>` +
      `<p class="alert" role="alert" id="message"></p>` +
      fairnessPanel(language, next) +
      '</div>',
    'slot-game.js',
  );
}

/** For a session the platform no longer knows: nothing to play, and why. */
export function sessionInvalidPage(language: VendorLanguage, title: string = TEXTS[language].title): string {
  const t = TEXTS[language];
  return vendorPage(language, title, `<h1>${e(title)}</h1><p class="alert" role="alert">${e(t.sessionInvalid)}</p>`);
}
