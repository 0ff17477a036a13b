/**
 * A PVP bingo room as the server renders it: balance, seats, the countdown to the draw, the buy button, the
 * player's cards and the last draw. The script (assets/room-game.js) keeps it current from the room's state call.
 */
import { formatMinor as plainMinor } from '../../../contract/minor-units.ts';
import { localDigits } from '../../../contract/rules/digits.ts';
import { BINGO_TEXTS } from '../bingo-page.ts';
import { BINGO_PAYS, PATTERN_ORDER } from '../engines/bingo.ts';
import { escapeHtml as e, vendorPage } from '../page-shell.ts';
import { TEXTS, type VendorLanguage } from '../texts.ts';
import type { RoomState } from './service.ts';
import { ROOM_TEXTS } from './texts.ts';

/** Amounts, seats, the countdown and the paytable in the page language's digits (the site's rule, contract/rules/digits.ts). */
const money = (minor: bigint, language: VendorLanguage) => localDigits(plainMinor(minor), language);

export function roomPage(
  language: VendorLanguage,
  title: string,
  session: string,
  balanceMinor: bigint,
  state: RoomState,
  now: number,
): string {
  const t = TEXTS[language];
  const r = ROOM_TEXTS[language];
  const b = BINGO_TEXTS[language];
  const names = Object.fromEntries(PATTERN_ORDER.map((p) => [`pattern-${p.toLowerCase()}`, b.patterns[p]]));
  const data = {
    session,
    lang: language,
    seat: r.seat,
    'no-cards': r.noCards,
    bought: r.bought,
    drawing: r.drawing,
    marked: b.marked,
    ...names,
  };
  const attributes = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${e(v)}"`)
    .join('');
  const pays = PATTERN_ORDER.filter((p) => BINGO_PAYS[p] > 0)
    .map((p) => `<tr><th scope="row">${e(b.patterns[p])}</th><td>×${localDigits(BINGO_PAYS[p], language)}</td></tr>`)
    .join('');
  const seconds = Math.max(0, Math.ceil((state.drawAt - now) / 1000));
  return vendorPage(
    language,
    title,
    `<h1>${e(title)}</h1><div id="game"${attributes}>` +
      `<p class="row"><span>${e(t.balance)}: <output id="balance">${e(money(balanceMinor, language))}</output></span>` +
      `<span>${e(r.price)}: <output id="price">${e(money(state.cardPriceMinor, language))}</output></span></p>` +
      `<p class="row"><span>${e(r.seats)}: <output id="seats">${localDigits(`${state.seatsTaken} / ${state.seats}`, language)}</output></span>` +
      `<span>${e(r.countdown)}: <output id="countdown" data-draw-at="${state.drawAt}">${localDigits(seconds, language)}</output> ${e(r.seconds)}</span></p>` +
      `<p class="row"><button type="button" id="buy" disabled>${e(r.buy)}</button></p>` +
      `<p class="alert" role="alert" id="message"></p>` +
      `<h2>${e(r.myCards)}</h2><div id="cards"><p>${e(r.noCards)}</p></div>` +
      `<dl><dt>${e(r.drawHash)}</dt><dd><code id="next-hash">${e(state.seedHash)}</code></dd></dl>` +
      `<section aria-labelledby="last-draw-title"><h2 id="last-draw-title">${e(r.lastDraw)}</h2>` +
      `<p id="no-draw">${e(r.noDraw)}</p><ol class="balls" id="balls"></ol>` +
      `<h2>${e(r.yourResult)}</h2><ul id="results"></ul>` +
      `<dl><dt>${e(r.drawSeed)}</dt><dd><code id="last-seed">—</code> <a id="verify-link" hidden href="">${e(r.verify)}</a></dd></dl></section>` +
      `<table class="hands"><caption>${e(r.pays)}</caption><tbody>${pays}</tbody></table>` +
      '</div>',
    'room-game.js',
  );
}
