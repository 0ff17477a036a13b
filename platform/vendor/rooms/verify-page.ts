/** A drawn cycle checked in the open: the revealed seed against its hash, and the balls and every card replayed from it. */
import { roomBalls, roomCard } from '../engines/bingo-room.ts';
import { seedHash } from '../engines/fairness.ts';
import { localDigits } from '../../../contract/rules/digits.ts';
import { escapeHtml as e, vendorPage } from '../page-shell.ts';
import { TEXTS, type VendorLanguage } from '../texts.ts';
import type { RoomCard, RoomCycle } from './repository.ts';
import { ROOM_TEXTS } from './texts.ts';

export interface CycleCheck {
  hashMatches: boolean;
  ballsMatch: boolean;
  cardsMatch: boolean;
}

export function checkCycle(cycle: RoomCycle, cards: readonly RoomCard[]): CycleCheck {
  const hashMatches = seedHash(cycle.server_seed) === cycle.seed_hash;
  const ballsMatch = cycle.balls !== null && JSON.stringify(roomBalls(cycle.server_seed, cycle.id)) === cycle.balls;
  const cardsMatch = cards.every(
    (card) => JSON.stringify(roomCard(cycle.server_seed, cycle.id, card.seat)) === card.card,
  );
  return { hashMatches, ballsMatch, cardsMatch };
}

export function roomVerifyPage(
  language: VendorLanguage,
  cycle: RoomCycle | undefined,
  cards: readonly RoomCard[],
): string {
  const t = TEXTS[language];
  const r = ROOM_TEXTS[language];
  if (!cycle) return vendorPage(language, r.verifyTitle, `<h1>${e(r.verifyTitle)}</h1><p>${e(t.unknownRound)}</p>`);
  // The seed stays secret until the cycle is settled: showing it earlier would reveal the balls.
  if (cycle.state !== 'settled') {
    return vendorPage(
      language,
      r.verifyTitle,
      `<h1>${e(r.verifyTitle)}</h1><p>${e(t.notRevealed)}</p>` +
        `<dl><dt>${e(r.draw)}</dt><dd><code>${e(cycle.id)}</code></dd><dt>${e(t.seedHash)}</dt><dd><code>${e(cycle.seed_hash)}</code></dd></dl>`,
    );
  }
  const check = checkCycle(cycle, cards);
  const ok = check.hashMatches && check.ballsMatch && check.cardsMatch;
  const yesNo = (value: boolean) => `<span class="${value ? 'ok' : 'bad'}">${e(value ? r.yes : r.no)}</span>`;
  // Seats, balls and card numbers in the page's digits; the cycle's id, seed and hash stay Western (codes).
  const numbers = (text: string) => e(localDigits(text, language));
  const rows = cards
    .map(
      (card) =>
        `<li>${e(r.seat)} ${numbers(`${card.seat + 1}: ${(JSON.parse(card.card) as number[][]).map((row) => row.join(' ')).join(' / ')}`)}</li>`,
    )
    .join('');
  return vendorPage(
    language,
    r.verifyTitle,
    `<h1>${e(r.verifyTitle)}</h1>` +
      `<p class="${ok ? 'ok' : 'bad'}">${e(ok ? t.verified : t.notVerified)}</p>` +
      `<dl><dt>${e(r.draw)}</dt><dd><code>${e(cycle.id)}</code></dd>` +
      `<dt>${e(t.seedHash)}</dt><dd><code>${e(cycle.seed_hash)}</code> ${yesNo(check.hashMatches)}</dd>` +
      `<dt>${e(t.seed)}</dt><dd><code>${e(cycle.server_seed)}</code></dd>` +
      `<dt>${e(r.ballsMatch)}</dt><dd>${yesNo(check.ballsMatch)}</dd><dt>${e(r.cardsMatch)}</dt><dd>${yesNo(check.cardsMatch)}</dd></dl>` +
      `<h2>${e(r.balls)}</h2><p>${numbers((JSON.parse(cycle.balls ?? '[]') as number[]).join(' '))}</p>` +
      `<h2>${e(r.cards)}</h2><ul>${rows}</ul>`,
  );
}
