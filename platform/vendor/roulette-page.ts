/**
 * European Roulette's page: the wheel drawn here (37 pockets in the real order, single zero, a ball that runs the
 * other way and drops), the betting layout (numbers standing three across, zero on top, dozens and the even chances
 * beside, columns below: it fits a 360 px phone with every spot at least 44 px), "bet on" modes for splits,
 * streets, corners and lines (tap the numbers the bet covers), the list of bets, chips, Spin and the chrome.
 */
import { localDigits } from '../../contract/rules/digits.ts';
import { gamePage } from './chrome/game-page.ts';
import { colourOf, POCKETS, ROULETTE_SPOTS, WHEEL_ORDER } from './engines/roulette.ts';
import { escapeHtml as e } from './page-shell.ts';
import { ROULETTE_MAX_SPOTS } from './roulette-game.ts';
import { rule, spot, tableControls, tableData } from './table-page.ts';
import { TABLE_TEXTS } from './table-texts.ts';
import type { VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';

const POCKET_COLOURS = { green: '#0f8a4a', red: '#c8102e', black: '#1a1a22' } as const;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The wheel: pockets clockwise from zero at the top, the numbers on them, the cone, and the ball on its track. */
export function wheelSvg(label: string): string {
  const step = 360 / POCKETS;
  const at = (deg: number, r: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${round2(Math.cos(rad) * r)} ${round2(Math.sin(rad) * r)}`;
  };
  const pockets = WHEEL_ORDER.map((n, i) => {
    const from = i * step - step / 2;
    const to = from + step;
    const d = `M${at(from, 92)}A92 92 0 0 1 ${at(to, 92)}L${at(to, 60)}A60 60 0 0 0 ${at(from, 60)}Z`;
    const [x, y] = at(i * step, 80).split(' ');
    return (
      `<path d="${d}" fill="${POCKET_COLOURS[colourOf(n)]}" stroke="#d9b45a" stroke-width=".6"/>` +
      `<text x="${x}" y="${y}" transform="rotate(${round2(i * step)} ${x} ${y})">${n}</text>`
    );
  }).join('');
  const spokes = [0, 45, 90, 135]
    .map((deg) => `<rect x="-3" y="-40" width="6" height="80" rx="3" fill="#f4d27a" transform="rotate(${deg})"/>`)
    .join('');
  return (
    `<svg class="wheel" id="wheel-svg" viewBox="-100 -100 200 200" role="img" aria-label="${e(label)}">` +
    '<defs><radialGradient id="rim" cx=".5" cy=".5" r=".5"><stop offset=".86" stop-color="#5a3210"/><stop offset="1" stop-color="#2a1606"/></radialGradient>' +
    '<radialGradient id="cone" cx=".42" cy=".38" r=".7"><stop offset="0" stop-color="#c98b3d"/><stop offset=".7" stop-color="#7a4a17"/><stop offset="1" stop-color="#4a2a0a"/></radialGradient></defs>' +
    '<circle r="99" fill="url(#rim)"/><circle r="93" fill="none" stroke="#e7c46b" stroke-width="1.6"/>' +
    `<g id="wheel" class="spinner"><circle r="92" fill="#0000"/>${pockets}<circle r="60" fill="url(#cone)" stroke="#e7c46b" stroke-width="1.5"/>${spokes}` +
    '<circle r="9" fill="#f4d27a" stroke="#8a5a08" stroke-width="2"/></g>' +
    '<g id="ball-track" class="spinner"><circle r="92" fill="#0000"/><circle id="ball" cx="0" cy="-87" r="4.6" fill="#fff" stroke="#9aa" stroke-width=".8"/></g>' +
    '<path d="M-6 -100h12l-6 11z" fill="#ffc940" stroke="#7a4a05" stroke-width="1"/></svg>'
  );
}

/** The layout: zero, the 36 numbers, the columns' 2:1 under them, dozens and even chances to their left. */
function layoutGrid(language: VendorLanguage): string {
  const r = TABLE_TEXTS[language].roulette;
  const number = (n: number) =>
    `<button type="button" class="num ${colourOf(n)} round-control rn-${n}" data-n="${n}" aria-label="${e(n === 0 ? r.zero : `${localDigits(String(n), language)} ${colourOf(n) === 'red' ? r.redWord : r.blackWord}`)}">` +
    `<span aria-hidden="true">${localDigits(String(n), language)}</span><span class="spot-stake" data-stake-for="n${n}"></span></button>`;
  const numbers = Array.from({ length: 37 }, (_, n) => number(n)).join('');
  const d = (text: string) => localDigits(text, language);
  const outside = [
    ...[1, 2, 3].map((k) => spot(`dozen-${k}`, d(`${12 * k - 11}–${12 * k}`), d('2:1'), `out dz-${k}`)),
    ...[1, 2, 3].map((k) => spot(`column-${k}`, d('2:1'), r.kinds.column, `out cl-${k}`)),
    spot('low', r.kinds.low, d('1:1'), 'out ec-low'),
    spot('even', r.kinds.even, d('1:1'), 'out ec-even'),
    spot('red', r.kinds.red, d('1:1'), 'out ec-red'),
    spot('black', r.kinds.black, d('1:1'), 'out ec-black'),
    spot('odd', r.kinds.odd, d('1:1'), 'out ec-odd'),
    spot('high', r.kinds.high, d('1:1'), 'out ec-high'),
  ].join('');
  return `<div class="layout" role="group" aria-label="${e(r.layout)}">${numbers}${outside}</div>`;
}

const MODES = [
  ['straight', 'straight', '35:1'],
  ['split', 'split', '17:1'],
  ['street', 'street', '11:1'],
  ['corner', 'corner', '8:1'],
  ['line', 'six-line', '5:1'],
] as const;

export function roulettePage(
  language: VendorLanguage,
  session: string,
  balanceMinor: bigint,
  next: Commitment,
  title?: string,
): string {
  const t = TABLE_TEXTS[language];
  const r = t.roulette;
  const modes = MODES.map(
    ([mode, kind, pays], i) =>
      `<label class="mode"><input type="radio" class="round-control" name="mode" value="${mode}"${i === 0 ? ' checked' : ''}>` +
      `<span>${e(r.kinds[kind].replace(/ \(.*\)$/, ''))}<small>${e(localDigits(pays, language))}</small></span></label>`,
  ).join('');
  const kinds = Object.fromEntries(Object.entries(r.kinds).map(([k, v]) => [k, v.replace(/ \(.*\)$/, '')]));
  return gamePage({
    language,
    title: title ?? r.title,
    session,
    balanceMinor,
    next,
    family: 'roulette',
    betMinor: 0n,
    stage:
      `<div class="felt roulette"><div class="wheel-box">${wheelSvg(r.wheel)}<p class="last" id="last-pocket" aria-live="polite"></p></div>` +
      `<div class="board-box"><fieldset class="modes"><legend>${e(r.mode)}</legend>${modes}</fieldset>${layoutGrid(language)}` +
      `<h2 class="bets-head">${e(r.yourBets)}</h2><ul class="bet-list" id="bet-list"><li class="none">${e(r.noBets)}</li></ul>` +
      `${rule(r.rule)}</div></div>`,
    controls: tableControls(language, 'spin', t.spin),
    script: 'roulette-game.js',
    preload: ['table-board.js', 'table-round.js'],
    data: {
      ...tableData(language),
      spots: JSON.stringify(ROULETTE_SPOTS.map((s) => [s.id, s.kind, s.numbers])),
      order: JSON.stringify(WHEEL_ORDER),
      kinds: JSON.stringify(kinds),
      'max-spots': String(ROULETTE_MAX_SPOTS),
      'no-bets': r.noBets,
      remove: r.remove,
      pick: r.pick,
      zero: r.zero,
      red: r.redWord,
      black: r.blackWord,
    },
  });
}

/** "17 Red": the verify page's line for a stored spin. */
export function rouletteSummary(language: VendorLanguage, outcome: unknown): string {
  const r = TABLE_TEXTS[language].roulette;
  const { pocket } = outcome as { pocket: number };
  const colour = colourOf(pocket);
  return `${localDigits(String(pocket), language)} ${colour === 'green' ? r.zero : colour === 'red' ? r.redWord : r.blackWord}`;
}
