/**
 * "Provably fair": the panel behind the game header's button. It holds the next round's server seed hash (shown
 * before the bet), the last round's revealed server seed, the client seed it was played with and the link to verify
 * it, and the form where the player fixes their own client seed — before their first round too. The game's script
 * fills the last round's parts after each round (assets/chrome.js).
 */
import { escapeHtml as e } from '../page-shell.ts';
import { TEXTS, type VendorLanguage } from '../texts.ts';
import { CHROME_TEXTS } from './texts.ts';
import { icon } from './icons.ts';

/** Where the player fixes their own client seed for the next rounds, or goes back to a fresh one per round. */
export function seedForm(language: VendorLanguage): string {
  const t = TEXTS[language];
  return (
    `<section aria-labelledby="seed-title"><h2 id="seed-title">${e(t.seedTitle)}</h2><p>${e(t.seedHelp)}</p>` +
    `<form id="seed-form" data-fixed="${e(t.seedNowFixed)}" data-fresh="${e(t.seedNowFresh)}" data-invalid="${e(t.seedInvalid)}">` +
    `<p class="row"><label for="client-seed">${e(t.seedLabel)}</label>` +
    '<input id="client-seed" name="clientSeed" maxlength="64" autocomplete="off" spellcheck="false"></p>' +
    `<p class="row"><button type="submit">${e(t.seedSave)}</button> <button type="button" class="secondary" id="seed-fresh">${e(t.seedFresh)}</button></p>` +
    '</form><p id="seed-status" role="status"></p></section>'
  );
}

/** The seeds of the next and the last round (ids the scripts fill: next-hash, last-seed, verify-link, last-client-seed). */
export function seedList(language: VendorLanguage, nextSeedHash: string): string {
  const t = TEXTS[language];
  return (
    `<dl class="seeds"><dt>${e(t.nextHash)}</dt><dd><code id="next-hash">${e(nextSeedHash)}</code></dd>` +
    `<dt>${e(t.lastSeed)}</dt><dd><code id="last-seed">—</code> <a id="verify-link" hidden href="">${e(t.verify)}</a></dd>` +
    `<dt>${e(t.lastClientSeed)}</dt><dd><code id="last-client-seed">—</code></dd></dl>`
  );
}

/** The header's button and the dialog it opens (a modal: it traps focus and closes on Esc). */
export function fairnessPanel(language: VendorLanguage, nextSeedHash: string): { button: string; dialog: string } {
  return fairnessDialog(
    language,
    CHROME_TEXTS[language].fairIntro,
    `${seedList(language, nextSeedHash)}${seedForm(language)}`,
  );
}

/** The panel's frame around a game's own account of its fairness (intro and body, body as HTML). */
export function fairnessDialog(
  language: VendorLanguage,
  intro: string,
  body: string,
): { button: string; dialog: string } {
  const c = CHROME_TEXTS[language];
  return {
    button:
      `<button type="button" class="tool fair-open" id="fair-open" aria-haspopup="dialog" aria-controls="fairness">` +
      `${icon('shield')}<span class="tool-label">${e(c.fair)}</span></button>`,
    dialog:
      `<dialog id="fairness" class="panel" aria-labelledby="fair-title"><div class="panel-head">` +
      `<h2 id="fair-title">${icon('shield')}${e(c.fairTitle)}</h2>` +
      `<button type="button" class="tool" id="fair-close">${icon('close')}<span class="sr-only">${e(c.close)}</span></button></div>` +
      `<p class="panel-intro">${e(intro)}</p>${body}</dialog>`,
  };
}
