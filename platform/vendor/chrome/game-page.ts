/**
 * The game page shell every built-in game shares: a header with the game's name, sound and "Provably fair"; the
 * game's stage with a result banner over it; a bottom bar with the balance, the win and the game's controls; the
 * fairness panel. A game brings its stage, controls, art and script; the shell brings the rest (assets/chrome.js
 * on the client side). Amounts are in ৳ with the page language's digits (contract/rules/digits.ts).
 */
import { localDigits } from '../../../contract/rules/digits.ts';
import { formatMinor as plainMinor } from '../../../contract/minor-units.ts';
import { escapeHtml as e } from '../page-shell.ts';
import type { VendorLanguage } from '../texts.ts';
import type { Commitment } from '../vendor.ts';
import { fairnessPanel } from './fairness.ts';
import { icon } from './icons.ts';
import { CHROME_STYLE, type GameFamily, gameStyle } from './styles.ts';
import { CHROME_TEXTS } from './texts.ts';

/** Minor units as the player reads them: '1234' → '12.34', in Bengali digits on a Bengali page. */
export const money = (minor: bigint, language: VendorLanguage) => localDigits(plainMinor(minor), language);

/** An amount in ৳ whose figure the script updates (`<output id>`, figure only, so it reads as the server sent it). */
export function taka(id: string, minor: bigint, language: VendorLanguage): string {
  return `<span class="amt"><span class="cur">৳</span><output id="${id}">${e(money(minor, language))}</output></span>`;
}

export interface GamePageOptions {
  language: VendorLanguage;
  /** The game's name, the page's h1 and title. */
  title: string;
  session: string;
  balanceMinor: bigint;
  /** The next round's commitment: its seed hash is shown before the bet. */
  next: Commitment;
  /** Which family's look the page takes (chrome/styles.ts). */
  family: GameFamily;
  /** A class on the page for a title's own palette (e.g. one slot's theme). */
  theme?: string;
  /** Pictures the stage uses, as SVG <symbol>s (drawn once, shown by <use href="#id">). */
  art?: string;
  /** The stake of the first round, shown beside the balance (the script keeps it current); none hides it. */
  betMinor?: bigint;
  /** The game itself: table, reels, scene. */
  stage: string;
  /** The bet controls and the play button, in the bottom bar. */
  controls: string;
  /** The family's script in /vendor/assets/ and what it imports (preloaded so nothing waits in a chain). */
  script: string;
  preload?: readonly string[];
  /** Words and data the script needs, as data-* attributes of #game (nothing inline runs under the policy). */
  data?: Readonly<Record<string, string>>;
  /** A game whose fairness is not a per-round seed pair (the crash game's chain) brings its own panel content. */
  fairness?: { button: string; dialog: string };
  /** What follows the bottom bar inside the page (e.g. the crash game's live list of bets). */
  after?: string;
}

const SHARED_SCRIPTS = ['chrome.js', 'round-client.js', 'client-seed.js', 'local-digits.js', 'sound.js', 'count-up.js'];

export function gamePage(o: GamePageOptions): string {
  const c = CHROME_TEXTS[o.language];
  const fair = o.fairness ?? fairnessPanel(o.language, o.next.seedHash);
  const data: Record<string, string> = {
    session: o.session,
    lang: o.language,
    'you-win': c.youWin,
    'big-win': c.bigWin,
    'no-win': c.noWin,
    ...o.data,
  };
  const attributes = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${e(v)}"`)
    .join('');
  const preloads = [...new Set([...SHARED_SCRIPTS, ...(o.preload ?? [])])]
    .map((name) => `<link rel="modulepreload" href="/vendor/assets/${name}">`)
    .join('');
  const sound =
    `<button type="button" class="tool" id="sound" aria-pressed="false">${icon('soundOn', 'icon on')}${icon('soundOff', 'icon off')}` +
    `<span class="sr-only">${e(c.sound)}</span></button>`;
  return (
    `<!doctype html><html lang="${o.language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">' +
    `<meta name="robots" content="noindex"><title>${e(o.title)}</title>` +
    `<style>${CHROME_STYLE}</style><style>${gameStyle(o.family)}</style>` +
    `<script type="module" src="/vendor/assets/${o.script}"></script>${preloads}</head>` +
    `<body class="game fam-${o.family}${o.theme ? ` ${o.theme}` : ''}">` +
    (o.art ? `<svg class="art" aria-hidden="true" focusable="false"><defs>${o.art}</defs></svg>` : '') +
    `<div id="game"${attributes}>` +
    `<header class="gh"><h1>${e(o.title)}</h1><div class="tools">${sound}${fair.button}</div></header>` +
    `<main class="stage" aria-label="${e(c.stage)}">${o.stage}` +
    '<div class="banner" id="result-banner" role="status" aria-live="polite"><p class="banner-title"></p><p class="banner-amount"></p><p class="banner-detail"></p></div></main>' +
    '<p class="alert" role="alert" id="message"></p>' +
    `<footer class="gb"><div class="stats"><p class="stat"><span class="stat-label">${e(c.balance)}</span>${taka('balance', o.balanceMinor, o.language)}</p>` +
    (o.betMinor === undefined
      ? ''
      : `<p class="stat stat-bet"><span class="stat-label">${e(c.bet)}</span>${taka('bet', o.betMinor, o.language)}</p>`) +
    `<p class="stat stat-win"><span class="stat-label">${e(c.win)}</span>${taka('win', 0n, o.language)}</p></div>` +
    `<div class="controls">${o.controls}</div></footer>${o.after ?? ''}` +
    `</div>${fair.dialog}</body></html>`
  );
}

/** A bet chosen from a fixed list, stepped down and up with big buttons (the select stays for keyboards and screen readers). */
export function stepper(
  language: VendorLanguage,
  id: string,
  label: string,
  options: readonly { value: string; text: string }[],
): string {
  const c = CHROME_TEXTS[language];
  const list = options
    .map((o, i) => `<option value="${e(o.value)}"${i === 0 ? ' selected' : ''}>${e(o.text)}</option>`)
    .join('');
  return (
    `<div class="stepper"><button type="button" class="step" data-step="-1" data-for="${id}">${icon('minus')}<span class="sr-only">${e(c.less)}</span></button>` +
    `<span class="step-field"><label for="${id}">${e(label)}</label><select id="${id}">${list}</select></span>` +
    `<button type="button" class="step" data-step="1" data-for="${id}">${icon('plus')}<span class="sr-only">${e(c.more)}</span></button></div>`
  );
}

/** Casino chips: a radio group of stakes, the first checked. */
export function chips(language: VendorLanguage, name: string, legend: string, stakes: readonly bigint[]): string {
  const list = stakes
    .map(
      (stake, i) =>
        `<label class="chip chip-${i}"><input type="radio" name="${name}" value="${stake}"${i === 0 ? ' checked' : ''}>` +
        `<span>${e(money(stake, language))}</span></label>`,
    )
    .join('');
  return `<fieldset class="chips"><legend>${e(legend)}</legend>${list}</fieldset>`;
}

/** The big round button that plays (disabled until the script runs: a click before it would do nothing). */
export function playButton(id: string, label: string): string {
  return `<button type="button" class="play" id="${id}" disabled><span>${e(label)}</span></button>`;
}
