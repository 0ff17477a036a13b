/**
 * The crash game's page: the shared chrome (header, sound, "Provably fair", balance, win, bottom bar) around a
 * drawn sky where the multiplier climbs along its curve with a rocket at the tip, the recent crash points as pills,
 * the bet (chips and an auto cash-out field), the big Cash out button, and the live list of this round's bets. The
 * script (assets/crash-game.js) follows the round over the WebSocket; every amount comes from the server.
 */
import { escapeHtml as e } from './page-shell.ts';
import { chips, gamePage, money } from './chrome/game-page.ts';
import { fairnessDialog } from './chrome/fairness.ts';
import { CRASH_TEXTS } from './crash-texts.ts';
import { GROWTH_PER_MS, HOUSE_EDGE_PERCENT, MAX_CRASH_X100, MIN_CASHOUT_X100 } from './engines/crash.ts';
import type { VendorLanguage } from './texts.ts';

/** The chips the page offers (minor units): 10 to 1,000 taka. */
export const CRASH_CHIPS: readonly bigint[] = [1_000n, 5_000n, 10_000n, 50_000n, 100_000n];

/** The rocket, drawn once and placed at the curve's tip by the script; the burst shown at the crash. */
const ART =
  '<symbol id="rocket" viewBox="-30 -16 50 32"><path d="M-30 0 L-18 -5 L-18 5 Z" fill="#ffb300"/>' +
  '<path d="M-24 0 L-17 -3 L-17 3 Z" fill="#fff3b0"/><path d="M-16 -8 H4 Q20 0 4 8 H-16 Z" fill="#f4f1ff"/>' +
  '<path d="M4 -8 Q20 0 4 8 Q10 0 4 -8 Z" fill="#ff4d6d"/><circle cx="-3" cy="0" r="3.6" fill="#5fd0ff" stroke="#2a1450" stroke-width="1.5"/>' +
  '<path d="M-16 -8 L-22 -15 L-10 -8 Z M-16 8 L-22 15 L-10 8 Z" fill="#ff4d6d"/></symbol>' +
  '<symbol id="burst" viewBox="-40 -40 80 80"><path d="M0 -38 L9 -12 L34 -22 L16 -2 L38 12 L11 12 L8 38 L-4 14 L-26 32 L-16 6 L-38 -4 L-13 -10 L-22 -34 L-3 -14 Z" fill="#ff5a36"/>' +
  '<path d="M0 -22 L6 -7 L20 -12 L10 0 L22 8 L6 7 L4 22 L-3 8 L-15 18 L-9 3 L-22 -2 L-7 -6 L-12 -19 L-2 -8 Z" fill="#ffd54a"/></symbol>';

function stage(language: VendorLanguage): string {
  const t = CRASH_TEXTS[language];
  let stars = '';
  // A fixed scatter of stars (positions from a small formula: the same sky on every visit).
  for (let i = 0; i < 28; i += 1)
    stars += `<circle cx="${(i * i * 97 + i * 53) % 400}" cy="${(i * i * 41 + i * 29 + 7) % 170}" r="${i % 3 === 0 ? 1.4 : 0.8}"/>`;
  let grid = '';
  for (let i = 1; i < 5; i += 1) grid += `<path d="M36 ${i * 44} H396"/>`;
  return (
    `<section class="pills-bar" aria-label="${e(t.history)}"><ol id="history" class="pills"></ol></section>` +
    '<div class="sky" id="sky">' +
    '<svg class="scene" viewBox="0 0 400 240" preserveAspectRatio="none" aria-hidden="true" focusable="false">' +
    '<defs><linearGradient id="trail-glow" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ffc940" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#ffc940" stop-opacity=".45"/></linearGradient></defs>' +
    `<g class="stars" fill="#fff">${stars}</g><g class="grid">${grid}<path d="M36 0 V220 H396"/></g>` +
    '<path id="trail-fill" d="" fill="url(#trail-glow)"/><path id="trail" d="" fill="none" stroke="#ffc940" stroke-width="4" stroke-linecap="round"/>' +
    '</svg>' +
    '<svg class="rocket" id="rocket-pos" viewBox="-30 -16 50 32" aria-hidden="true" focusable="false"><use href="#rocket"/></svg>' +
    '<svg class="burst" id="burst-pos" viewBox="-40 -40 80 80" aria-hidden="true" focusable="false"><use href="#burst"/></svg>' +
    `<div class="readout"><p class="mult" id="mult" aria-live="off">${e(localX(100, language))}</p>` +
    `<p class="phase" id="phase" role="status">${e(t.waiting)}</p></div>` +
    '</div>'
  );
}

/** A multiplier as the page shows it: 2.47× in the page's digits. */
function localX(x100: number, language: VendorLanguage): string {
  return `${money(BigInt(x100), language)}×`;
}

function controls(language: VendorLanguage): string {
  const t = CRASH_TEXTS[language];
  return (
    chips(language, 'stake', t.stake, CRASH_CHIPS) +
    `<p class="auto"><label for="auto">${e(t.auto)}</label>` +
    `<span class="auto-field"><input id="auto" name="auto" inputmode="decimal" autocomplete="off" placeholder="2.00" maxlength="7" aria-describedby="auto-help"><span aria-hidden="true">×</span></span>` +
    `<small id="auto-help">${e(t.autoHelp)}</small></p>` +
    `<button type="button" class="play" id="bet-button" disabled><span>${e(t.placeBet)}</span></button>` +
    `<button type="button" class="play cashout" id="cashout" hidden disabled><span class="cashout-label">${e(t.cashOut)}</span> ` +
    '<span class="amt cashout-amt"><span class="cur">৳</span><output id="cashout-win"></output></span></button>'
  );
}

function players(language: VendorLanguage): string {
  const t = CRASH_TEXTS[language];
  return (
    `<section class="players" aria-labelledby="players-title"><h2 id="players-title">${e(t.players)}</h2>` +
    `<p class="edge">${e(t.edge)}</p><ul id="bets" class="bets"></ul><p id="no-bets" class="muted">${e(t.noPlayers)}</p></section>`
  );
}

/** The chain's commitments when the page is made: the socket keeps them current from then on. */
export interface CrashCommitment {
  terminatingHash: string;
  roundHash: string;
}

function fairness(language: VendorLanguage, commitment: CrashCommitment): { button: string; dialog: string } {
  const t = CRASH_TEXTS[language];
  const body =
    `<p class="formula">${e(t.formula)}</p><p>${e(t.edge)}</p>` +
    `<dl class="seeds"><dt>${e(t.terminating)}</dt><dd><code id="terminating">${e(commitment.terminatingHash)}</code></dd>` +
    `<dt>${e(t.thisRound)}</dt><dd><code id="round-hash">${e(commitment.roundHash)}</code></dd></dl>` +
    `<h2>${e(t.lastRound)}</h2><dl class="seeds"><dt>${e(t.crashPoint)}</dt><dd id="last-crash">—</dd>` +
    `<dt>${e(t.lastSeed)}</dt><dd><code id="last-seed">—</code></dd>` +
    `<dt>${e(t.checkHash)}</dt><dd id="check-hash">—</dd><dt>${e(t.checkCrash)}</dt><dd id="check-crash">—</dd></dl>` +
    `<p><a id="verify-link" hidden href="">${e(t.verify)}</a></p>`;
  return fairnessDialog(language, t.fairIntro, body);
}

export function crashPage(
  language: VendorLanguage,
  title: string,
  session: string,
  balanceMinor: bigint,
  api: string,
  commitment: CrashCommitment,
): string {
  const t = CRASH_TEXTS[language];
  return gamePage({
    language,
    title,
    session,
    balanceMinor,
    // The chain's hashes are the commitment (in the panel, then kept current by the socket); a shared round has no
    // per-player seed.
    next: { roundId: '', seedHash: '', clientSeed: '', nonce: 0 },
    family: 'crash',
    art: ART,
    stage: stage(language),
    controls: controls(language),
    betMinor: CRASH_CHIPS[0],
    script: 'crash-game.js',
    fairness: fairness(language, commitment),
    after: players(language),
    data: {
      api,
      growth: String(GROWTH_PER_MS),
      'min-auto': String(MIN_CASHOUT_X100),
      'max-auto': String(MAX_CRASH_X100),
      edge: String(HOUSE_EDGE_PERCENT),
      'auto-invalid': t.autoInvalid,
      'bet-placed': t.betPlaced,
      'next-in': t.nextIn,
      seconds: t.seconds,
      flying: t.flying,
      'crashed-at': t.crashedAt,
      'cashed-out': t.cashedOut,
      lost: t.lost,
      waiting: t.waiting,
      riding: t.riding,
      ok: t.ok,
      bad: t.bad,
    },
  });
}
