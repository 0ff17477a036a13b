/**
 * The fairness part of every round game's page: the next round's server seed hash (shown before the bet), and
 * after a round its revealed server seed, the player's client seed it was played with, and the link to verify it.
 * The page's script fills the last round's parts (assets/round-client.js showSettled).
 */
import type { Commitment } from './vendor.ts';
import { escapeHtml as e } from './page-shell.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';

export function fairnessPanel(language: VendorLanguage, next: Commitment, className?: string): string {
  const t = TEXTS[language];
  return (
    `<dl${className ? ` class="${className}"` : ''}><dt>${e(t.nextHash)}</dt><dd><code id="next-hash">${e(next.seedHash)}</code></dd>` +
    `<dt>${e(t.lastSeed)}</dt><dd><code id="last-seed">—</code> <a id="verify-link" hidden href="">${e(t.verify)}</a></dd>` +
    `<dt>${e(t.lastClientSeed)}</dt><dd><code id="last-client-seed">—</code></dd></dl>`
  );
}
