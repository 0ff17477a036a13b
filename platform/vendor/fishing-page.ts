/**
 * The Ocean Hunt page as the server renders it: balance, shot cost and target fish, hit or miss, and the seed hash.
 * `title` heads the page of another fishing game of the catalogue.
 */
import { formatMinor as plainMinor } from '../../contract/minor-units.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { FISH_TYPES } from './engines/fishing.ts';
import { FISH_SHOTS } from './fishing-game.ts';
import { escapeHtml as e, vendorPage } from './page-shell.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';
import { fairnessPanel } from './fairness-panel.ts';

/** Amounts in the page language's digits (the site's rule, contract/rules/digits.ts). */
const money = (minor: bigint, language: VendorLanguage) => localDigits(plainMinor(minor), language);

type FishName = string;

export const FISHING_TEXTS = {
  en: {
    title: 'Ocean Hunt',
    shot: 'Shot cost',
    target: 'Target',
    fire: 'Fire',
    result: 'Result',
    hit: 'Caught',
    miss: 'Missed',
    chance: 'chance',
    fish: {
      shrimp: 'Shrimp',
      clownfish: 'Clownfish',
      pufferfish: 'Pufferfish',
      turtle: 'Turtle',
      lanternfish: 'Lanternfish',
      shark: 'Shark',
      'golden whale': 'Golden whale',
    } as Record<FishName, string>,
  },
  bn: {
    title: 'সমুদ্র শিকার',
    shot: 'শটের দাম',
    target: 'লক্ষ্য',
    fire: 'ফায়ার',
    result: 'ফলাফল',
    hit: 'ধরা পড়েছে',
    miss: 'লাগেনি',
    chance: 'সম্ভাবনা',
    fish: {
      shrimp: 'চিংড়ি',
      clownfish: 'ক্লাউনফিশ',
      pufferfish: 'পটকা মাছ',
      turtle: 'কচ্ছপ',
      lanternfish: 'লণ্ঠন মাছ',
      shark: 'হাঙর',
      'golden whale': 'সোনালি তিমি',
    } as Record<FishName, string>,
  },
};

export function fishingPage(
  language: VendorLanguage,
  session: string,
  balanceMinor: bigint,
  next: Commitment,
  title?: string,
): string {
  const t = TEXTS[language];
  const f = FISHING_TEXTS[language];
  const shots = FISH_SHOTS.map(
    (shot, i) => `<option value="${shot}"${i === 0 ? ' selected' : ''}>${e(money(shot, language))}</option>`,
  ).join('');
  // The chance and the pay are shown as the engine has them, so the player sees what each target is worth.
  const targets = FISH_TYPES.map(
    (fish, i) =>
      `<option value="${e(fish.name)}"${i === 0 ? ' selected' : ''}>` +
      `${e(f.fish[fish.name] ?? fish.name)} — ×${localDigits(fish.multiplier, language)}, ${e(f.chance)} ${localDigits((fish.hitPer10000 / 100).toFixed(2), language)}%</option>`,
  ).join('');
  const names = Object.fromEntries(
    FISH_TYPES.map((fish) => [`fish-${fish.name.replace(' ', '-')}`, f.fish[fish.name] ?? fish.name]),
  );
  const data = { session, lang: language, hit: f.hit, miss: f.miss, ...names };
  const attributes = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${e(v)}"`)
    .join('');
  const heading = title ?? f.title;
  return vendorPage(
    language,
    heading,
    `<h1>${e(heading)}</h1><div id="game"${attributes}>` +
      `<p class="row"><span>${e(t.balance)}: <output id="balance">${e(money(balanceMinor, language))}</output></span></p>` +
      `<p class="row"><label for="target">${e(f.target)}</label><select id="target">${targets}</select></p>` +
      `<p class="row"><label for="shot">${e(f.shot)}</label><select id="shot">${shots}</select>` +
      `<button type="button" id="fire" disabled>${e(f.fire)}</button></p>` +
      `<p>${e(f.result)}: <output id="result">—</output></p>` +
      `<p>${e(t.win)}: <output id="win">${e(money(0n, language))}</output></p>` +
      `<p class="alert" role="alert" id="message"></p>` +
      fairnessPanel(language, next) +
      '</div>',
    'fishing-game.js',
  );
}

/** "Shark: Caught": the verify page's line for a stored shot. */
export function fishingSummary(language: VendorLanguage, outcome: unknown): string {
  const f = FISHING_TEXTS[language];
  const shot = outcome as { fish: string; caught: boolean };
  return `${f.fish[shot.fish] ?? shot.fish}: ${shot.caught ? f.hit : f.miss}`;
}
