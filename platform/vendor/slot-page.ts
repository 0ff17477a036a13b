/**
 * The Lotus Fortune page as the server renders it: balance, bet selector, reels, win, and the next round's seed hash.
 * `title` heads the page of another slot of the catalogue (same reels, its own name).
 */
import { formatMinor } from '../modules/ledger/money.ts';
import { LINES } from './engines/slot.ts';
import { SLOT_LINE_BETS } from './games.ts';
import { escapeHtml as e, vendorPage } from './page-shell.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';

export function slotPage(language: VendorLanguage, session: string, balanceMinor: bigint, next: Commitment, title?: string): string {
  const t = TEXTS[language];
  const options = SLOT_LINE_BETS.map((lineBet, i) =>
    `<option value="${lineBet}"${i === 0 ? ' selected' : ''}>${e(formatMinor(lineBet))} × ${LINES} = ${e(formatMinor(lineBet * BigInt(LINES)))}</option>`).join('');
  const rows = [0, 1, 2].map(() => `<tr>${'<td>·</td>'.repeat(5)}</tr>`).join('');
  // The script reads the session and the words it needs from data attributes: nothing inline runs.
  const data = { session, lang: language, win: t.win, line: t.line, 'no-lines': t.noLines, spinning: t.spinning };
  const attributes = Object.entries(data).map(([k, v]) => ` data-${k}="${e(v)}"`).join('');
  const heading = title ?? t.title;
  return vendorPage(language, heading, `<h1>${e(heading)}</h1><div id="game"${attributes}>`
    + `<p class="row"><span>${e(t.balance)}: <output id="balance">${e(formatMinor(balanceMinor))}</output></span></p>`
    + `<p class="row"><label for="line-bet">${e(t.lineBet)}</label><select id="line-bet">${options}</select>`
    + `<button type="button" id="spin">${e(t.spin)}</button></p>`
    + `<table class="reels"><caption>${e(t.reels)}</caption><tbody id="reels">${rows}</tbody></table>`
    + `<p>${e(t.win)}: <output id="win">0.00</output></p>`
    + `<h2>${e(t.lines)}</h2><ul id="lines"><li>${e(t.noLines)}</li></ul>`
    + `<p class="alert" role="alert" id="message"></p>`
    + `<dl><dt>${e(t.nextHash)}</dt><dd><code id="next-hash">${e(next.seedHash)}</code></dd>`
    + `<dt>${e(t.lastSeed)}</dt><dd><code id="last-seed">—</code> <a id="verify-link" hidden href="">${e(t.verify)}</a></dd></dl>`
    + '</div>', 'slot-game.js');
}

/** For a session the platform no longer knows: nothing to play, and why. */
export function sessionInvalidPage(language: VendorLanguage, title: string = TEXTS[language].title): string {
  const t = TEXTS[language];
  return vendorPage(language, title, `<h1>${e(title)}</h1><p class="alert" role="alert">${e(t.sessionInvalid)}</p>`);
}
