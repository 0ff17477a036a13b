/**
 * Dragon Tiger's page: two seats with a face-down card each, the dragon and tiger emblems (drawn here), the three
 * betting spots with their pays, the chip rack, Deal, and the shared chrome (balance, result, "Provably fair").
 */
import type { Card } from './engines/cards.ts';
import { DRAGON_TIGER_BETS } from './engines/dragon-tiger.ts';
import { gamePage } from './chrome/game-page.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { escapeHtml as e } from './page-shell.ts';
import { cardSlot, rule, SUIT_ART, spot, tableControls, tableData } from './table-page.ts';
import { TABLE_TEXTS } from './table-texts.ts';
import type { VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';
import { cardName } from './card-names.ts';

/** The dragon: a coiled red body with horns and an eye; the tiger: an orange face with stripes. */
const EMBLEMS =
  '<symbol id="dragon" viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="#7f1020" stroke="#ffb199" stroke-width="4"/>' +
  '<path d="M24 70c8 10 30 12 40 2 9-9 4-22-8-22-9 0-12 8-6 12" fill="none" stroke="#ff6a4d" stroke-width="9" stroke-linecap="round"/>' +
  '<path d="M56 50c4-14 14-22 24-22l-4 8 8 2-8 6" fill="#ff6a4d" stroke="#ffd27a" stroke-width="2" stroke-linejoin="round"/>' +
  '<path d="M62 30l-4-12 8 9M70 28l2-13 4 12" fill="none" stroke="#ffd27a" stroke-width="4" stroke-linecap="round"/>' +
  '<circle cx="70" cy="36" r="3.4" fill="#ffe9a8"/></symbol>' +
  '<symbol id="tiger" viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="#7a4206" stroke="#ffe08a" stroke-width="4"/>' +
  '<path d="M22 34l6-14 12 10M78 34l-6-14-12 10" fill="#f59e0b" stroke="#3b1d02" stroke-width="3" stroke-linejoin="round"/>' +
  '<ellipse cx="50" cy="56" rx="30" ry="27" fill="#f59e0b" stroke="#3b1d02" stroke-width="3"/>' +
  '<path d="M50 30v10M36 34l4 8M64 34l-4 8M22 56h10M68 56h10M24 66l9-3M76 66l-9-3" stroke="#3b1d02" stroke-width="4" stroke-linecap="round"/>' +
  '<ellipse cx="50" cy="68" rx="13" ry="9" fill="#fff4dc"/><path d="M45 62h10l-5 6z" fill="#3b1d02"/>' +
  '<circle cx="39" cy="51" r="4" fill="#1b3b12"/><circle cx="61" cy="51" r="4" fill="#1b3b12"/></symbol>';

export function dragonTigerPage(
  language: VendorLanguage,
  session: string,
  balanceMinor: bigint,
  next: Commitment,
  title?: string,
): string {
  const t = TABLE_TEXTS[language];
  const d = t.dragonTiger;
  const pays = { dragon: '1:1', tiger: '1:1', tie: '11:1' } as const;
  const seat = (side: 'dragon' | 'tiger') =>
    `<div class="seat seat-${side}"><svg class="beast" viewBox="0 0 100 100" aria-hidden="true"><use href="#${side}"/></svg>` +
    `<h2>${e(d[side])}</h2>${cardSlot(`card-${side}`, d[side])}</div>`;
  return gamePage({
    language,
    title: title ?? d.title,
    session,
    balanceMinor,
    next,
    family: 'dragon-tiger',
    art: SUIT_ART + EMBLEMS,
    betMinor: 0n,
    stage:
      `<div class="felt"><div class="duel">${seat('dragon')}<span class="vs" aria-hidden="true">VS</span>${seat('tiger')}</div>` +
      `<div class="spots dt-spots">${DRAGON_TIGER_BETS.map((b) => spot(b, d[b], localDigits(pays[b], language), b)).join('')}</div>` +
      `${rule(d.rule)}</div>`,
    controls: tableControls(language, 'deal', t.deal),
    script: 'dragon-tiger-game.js',
    preload: ['table-board.js', 'table-round.js', 'cards.js'],
    data: { ...tableData(language), dragon: d.dragon, tiger: d.tiger, tie: d.tie },
  });
}

/** "Dragon K♠ · Tiger 7♥ · Dragon wins": the verify page's line for a stored round. */
export function dragonTigerSummary(language: VendorLanguage, outcome: unknown): string {
  const t = TABLE_TEXTS[language];
  const d = t.dragonTiger;
  const round = outcome as { dragon: Card; tiger: Card; winner: 'dragon' | 'tiger' | 'tie' };
  const result = round.winner === 'tie' ? d.tie : `${d[round.winner]} ${t.wins}`;
  return `${d.dragon} ${cardName(round.dragon)} · ${d.tiger} ${cardName(round.tiger)} · ${result}`;
}
