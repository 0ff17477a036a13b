/**
 * Andar Bahar's page: the joker face down in the middle, the andar and bahar lanes where the cards fan out as they
 * are dealt, the two betting spots with their pays, the rule in words, chips, Deal and the shared chrome.
 */
import { localDigits } from '../../contract/rules/digits.ts';
import { gamePage } from './chrome/game-page.ts';
import type { Card } from './engines/cards.ts';
import { ANDAR_BAHAR_SIDES } from './engines/andar-bahar.ts';
import { escapeHtml as e } from './page-shell.ts';
import { cardName } from './card-names.ts';
import { cardSlot, rule, SUIT_ART, spot, tableControls, tableData } from './table-page.ts';
import { TABLE_TEXTS } from './table-texts.ts';
import type { VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';

export function andarBaharPage(
  language: VendorLanguage,
  session: string,
  balanceMinor: bigint,
  next: Commitment,
  title?: string,
): string {
  const t = TABLE_TEXTS[language];
  const a = t.andarBahar;
  const pays = { andar: '0.9:1', bahar: '1:1' } as const;
  const lane = (side: 'andar' | 'bahar') =>
    `<div class="lane lane-${side}"><h2>${e(a[side])}<span class="lane-count" id="count-${side}"></span></h2>` +
    `<div class="pile" id="pile-${side}" role="list" aria-label="${e(a[side])}"></div></div>`;
  return gamePage({
    language,
    title: title ?? a.title,
    session,
    balanceMinor,
    next,
    family: 'andar-bahar',
    art: SUIT_ART,
    betMinor: 0n,
    stage:
      `<div class="felt"><div class="joker-row"><h2>${e(a.joker)}</h2>${cardSlot('card-joker', a.joker)}</div>` +
      `${lane('andar')}${lane('bahar')}` +
      `<div class="spots ab-spots">${ANDAR_BAHAR_SIDES.map((s) => spot(s, a[s], localDigits(pays[s], language), s)).join('')}</div>` +
      `${rule(a.rule)}</div>`,
    controls: tableControls(language, 'deal', t.deal),
    script: 'andar-bahar-game.js',
    preload: ['table-board.js', 'table-round.js', 'cards.js'],
    data: { ...tableData(language), andar: a.andar, bahar: a.bahar, joker: a.joker, cards: a.cards },
  });
}

/** "Joker 7♣ · Andar 3 cards · Bahar 2 cards · Bahar wins": the verify page's line for a stored round. */
export function andarBaharSummary(language: VendorLanguage, outcome: unknown): string {
  const t = TABLE_TEXTS[language];
  const a = t.andarBahar;
  const round = outcome as { joker: Card; andar: Card[]; bahar: Card[]; winner: 'andar' | 'bahar' };
  const side = (s: 'andar' | 'bahar') => `${a[s]} ${round[s].map(cardName).join(' ')}`;
  return `${a.joker} ${cardName(round.joker)} · ${side('andar')} · ${side('bahar')} · ${a[round.winner]} ${t.wins}`;
}
