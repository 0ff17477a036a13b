/**
 * A slot's page as the server renders it: the title's own art set (art/slot-themes.ts) on five reels showing the
 * real reel strips, the line bet, Spin, and the chrome (balance, win, result, "Provably fair"). Every slot title of
 * the catalogue plays the same 25-line engine; `code` picks its pictures and colours.
 */
import { localDigits } from '../../contract/rules/digits.ts';
import { slotTheme } from './art/slot-themes.ts';
import { gamePage, money, playButton, stepper } from './chrome/game-page.ts';
import { LINES } from './engines/slot.ts';
import { PAYLINES, REEL_STRIPS, ROWS, SYMBOLS } from './engines/slot-config.ts';
import { SLOT_LINE_BETS } from './games.ts';
import { escapeHtml as e, vendorPage } from './page-shell.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';

/** One reel cell: the symbol's picture, named for screen readers in the page's language. */
function cell(name: string, label: string): string {
  return `<div class="cell"><svg viewBox="0 0 100 100" role="img" aria-label="${e(label)}"><use href="#sym-${name}"/></svg></div>`;
}

/**
 * Where each reel stands before the first spin: the stop whose window shows the most of the five high symbols
 * (wild, scatter and the three pictures), so the first screen shows the title's best art. Cosmetic only: a spin
 * lands wherever the server's stop says.
 */
const SHOWCASE_STOPS = REEL_STRIPS.map((strip, reel) => {
  let best = 0;
  let bestScore = -1;
  for (let stop = 0; stop < strip.length; stop += 1) {
    const window = Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
    // Distinct high symbols first, then the reel's place, so neighbouring reels do not repeat one picture.
    const score = new Set(window.filter((s) => s <= 4)).size * 10 + ((stop + reel * 3) % 7 === 0 ? 1 : 0);
    if (score > bestScore) {
      best = stop;
      bestScore = score;
    }
  }
  return best;
});

export function slotPage(
  language: VendorLanguage,
  session: string,
  balanceMinor: bigint,
  next: Commitment,
  title?: string,
  code = 'lotus-fortune',
): string {
  const t = TEXTS[language];
  const theme = slotTheme(code);
  const names = Object.fromEntries(SYMBOLS.map((s) => [s, theme.symbols[s][language]]));
  const art = SYMBOLS.map(
    (s) => `<symbol id="sym-${s}" viewBox="0 0 100 100">${theme.symbols[s].draw(`a-${s.toLowerCase()}`)}</symbol>`,
  ).join('');
  // The reels stand on real stops of their strips: the first screen already shows the real symbols.
  const reels = REEL_STRIPS.map((strip, reel) => {
    const shown = Array.from(
      { length: ROWS },
      (_, row) => SYMBOLS[strip[(SHOWCASE_STOPS[reel]! + row) % strip.length]!]!,
    );
    return `<div class="reel"><div class="strip">${shown.map((s) => cell(s, names[s]!)).join('')}</div></div>`;
  }).join('');
  const options = SLOT_LINE_BETS.map((lineBet) => ({
    value: String(lineBet),
    text: `${money(lineBet, language)} × ${localDigits(LINES, language)}`,
  }));
  const heading = title ?? t.title;
  return gamePage({
    language,
    title: heading,
    session,
    balanceMinor,
    next,
    family: 'slot',
    betMinor: SLOT_LINE_BETS[0]! * BigInt(LINES),
    theme: `theme-${code}`,
    art,
    stage:
      `<div class="machine"><div class="marquee" aria-hidden="true"><svg viewBox="0 0 100 100"><use href="#sym-WILD"/></svg>` +
      `<span>${e(heading)}</span><svg viewBox="0 0 100 100"><use href="#sym-SCATTER"/></svg></div><div class="reels-frame"><div class="reels" id="reels">${reels}` +
      '<svg class="paylines" id="paylines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true"></svg></div></div>' +
      `<p class="ticker" id="ticker" aria-hidden="true"></p><h2 class="sr-only">${e(t.lines)}</h2><ul class="sr-only" id="lines"><li>${e(t.noLines)}</li></ul></div>`,
    controls: stepper(language, 'line-bet', t.lineBet, options) + playButton('spin', t.spin),
    script: 'slot-game.js',
    preload: ['win-lines.js'],
    data: {
      lines: String(LINES),
      line: t.line,
      'no-lines': t.noLines,
      scatter: names.SCATTER!,
      symbols: SYMBOLS.join(','),
      names: JSON.stringify(names),
      strips: JSON.stringify(REEL_STRIPS),
      stops: JSON.stringify(SHOWCASE_STOPS),
      paylines: JSON.stringify(PAYLINES),
    },
  });
}

/** For a session the platform no longer knows: nothing to play, and why. */
export function sessionInvalidPage(language: VendorLanguage, title: string = TEXTS[language].title): string {
  const t = TEXTS[language];
  return vendorPage(language, title, `<h1>${e(title)}</h1><p class="alert" role="alert">${e(t.sessionInvalid)}</p>`);
}
