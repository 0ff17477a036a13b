/**
 * Pieces the card and wheel tables share on the server side: the suit pictures, a face-down card, a betting spot
 * that carries chips, the chip rack with a "clear" button, and the table's rule line. The browser half is
 * assets/table-board.js (chips on spots) and assets/cards.js (dealing and turning cards).
 */
import { SUIT_PATHS } from './art/draw.ts';
import { chips } from './chrome/game-page.ts';
import { escapeHtml as e } from './page-shell.ts';
import { TABLE_CHIPS } from './table-bets.ts';
import { TABLE_TEXTS } from './table-texts.ts';
import type { VendorLanguage } from './texts.ts';

/** The four suits as <symbol>s (the cards show them with <use href="#suit-…">), filled with the card's ink. */
export const SUIT_ART = Object.entries(SUIT_PATHS)
  .map(([suit, d]) => `<symbol id="suit-${suit}" viewBox="0 0 100 100"><path d="${d}" fill="currentColor"/></symbol>`)
  .join('');

/** A card lying face down where one will be dealt (the script turns it over with the server's card). */
export function cardSlot(id: string, label: string): string {
  return (
    `<div class="card-slot" id="${id}" role="img" aria-label="${e(label)}"><div class="card"><div class="card-inner">` +
    '<div class="face back"></div><div class="face front"></div></div></div></div>'
  );
}

/** A place on the table that takes chips: its name, what it pays and the stake on it. */
export function spot(id: string, name: string, pays: string, extraClass = ''): string {
  return (
    `<button type="button" class="spot round-control ${extraClass}" data-spot="${e(id)}">` +
    `<span class="spot-name">${e(name)}</span><span class="spot-pays">${e(pays)}</span>` +
    `<span class="spot-stake" data-stake-for="${e(id)}"></span></button>`
  );
}

/** The bottom bar of a table: the chip rack, "clear bets" and the play button. */
export function tableControls(language: VendorLanguage, playId: string, playLabel: string): string {
  const t = TABLE_TEXTS[language];
  return (
    chips(language, 'chip', t.chip, TABLE_CHIPS) +
    `<button type="button" class="clear" id="clear">${e(t.clear)}</button>` +
    `<button type="button" class="play" id="${playId}" disabled><span>${e(playLabel)}</span></button>`
  );
}

/** Words every table's script needs (data-* of #game). */
export function tableData(language: VendorLanguage): Record<string, string> {
  const t = TABLE_TEXTS[language];
  return { 'place-bet': t.placeBet, 'table-limit': t.tableLimit, 'too-many': t.tooManySpots, wins: t.wins };
}

export const rule = (text: string) => `<p class="rule">${e(text)}</p>`;
