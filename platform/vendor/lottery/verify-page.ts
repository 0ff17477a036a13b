/**
 * A lottery draw checked in the open: its revealed seed against the seed hash shown while it was on sale, against
 * the chain's published anchor (hashed as many times as the draw's place in the chain), against the previous
 * draw's seed, and its result replayed from the seed.
 */
import { localDigits } from '../../../contract/rules/digits.ts';
import { seedHash } from '../engines/fairness.ts';
import { escapeHtml as e, vendorPage } from '../page-shell.ts';
import { TEXTS, type VendorLanguage } from '../texts.ts';
import { reachesAnchor } from './chain.ts';
import { lotteryGame } from './config.ts';
import type { LotteryChain, LotteryDraw } from './repository.ts';
import { drawResult, type DrawResult } from './results.ts';
import { LOTTERY_TEXTS } from './texts.ts';

export interface DrawCheck {
  hashMatches: boolean;
  anchorMatches: boolean;
  /** undefined when the previous draw of the chain has not been run (nothing to compare with). */
  previousMatches: boolean | undefined;
  resultMatches: boolean;
  ok: boolean;
}

export function checkDraw(draw: LotteryDraw, chain: LotteryChain, previous: LotteryDraw | undefined): DrawCheck {
  const game = lotteryGame(draw.game_code);
  const hashMatches = seedHash(draw.server_seed) === draw.seed_hash;
  const anchorMatches = reachesAnchor(draw.server_seed, draw.chain_index, chain.anchor_hash);
  const previousMatches =
    previous && previous.state === 'settled' && draw.chain_index > 1
      ? seedHash(draw.server_seed) === previous.server_seed
      : undefined;
  const resultMatches =
    !!game && draw.result !== null && JSON.stringify(drawResult(game.kind, draw.server_seed, draw.id)) === draw.result;
  return {
    hashMatches,
    anchorMatches,
    previousMatches,
    resultMatches,
    ok: hashMatches && anchorMatches && previousMatches !== false && resultMatches,
  };
}

/** The result as text in the page's digits: keno the 20 numbers, the other games table rows prize by prize. */
export function resultText(result: DrawResult, language: VendorLanguage): string {
  const l = LOTTERY_TEXTS[language];
  if (result.kind === 'keno') return e(localDigits(result.numbers.join(' '), language));
  const prizes: Record<string, string[]> =
    result.kind === 'sea6'
      ? { first: [result.first], bottom2: [result.bottom2] }
      : result.kind === 'd3'
        ? { drawn: [result.digits] }
        : result.prizes;
  return Object.entries(prizes)
    .map(
      ([prize, numbers]) =>
        `<tr><th scope="row">${e(l.prizes[prize as keyof typeof l.prizes])}</th><td>${e(localDigits(numbers.join(' '), language))}</td></tr>`,
    )
    .join('');
}

export function lotteryVerifyPage(
  language: VendorLanguage,
  draw: LotteryDraw | undefined,
  chain: LotteryChain | undefined,
  previous: LotteryDraw | undefined,
): string {
  const t = TEXTS[language];
  const l = LOTTERY_TEXTS[language];
  const head = `<h1>${e(l.verifyTitle)}</h1>`;
  if (!draw || !chain) return vendorPage(language, l.verifyTitle, `${head}<p>${e(t.unknownRound)}</p>`);
  const ids =
    `<dt>${e(l.draw)}</dt><dd><code>${e(draw.id)}</code></dd><dt>${e(l.anchor)}</dt><dd><code>${e(chain.anchor_hash)}</code></dd>` +
    `<dt>${e(l.chainIndex)}</dt><dd>${e(localDigits(draw.chain_index, language))}</dd><dt>${e(t.seedHash)}</dt><dd><code>${e(draw.seed_hash)}</code></dd>`;
  if (draw.state === 'cancelled')
    return vendorPage(language, l.verifyTitle, `${head}<p>${e(l.cancelled)}</p><dl>${ids}</dl>`);
  // The seed stays secret until the draw is settled: showing it earlier would reveal the result.
  if (draw.state !== 'settled' || !draw.result)
    return vendorPage(language, l.verifyTitle, `${head}<p>${e(l.notDrawn)}</p><dl>${ids}</dl>`);
  const check = checkDraw(draw, chain, previous);
  const yesNo = (value: boolean) => `<span class="${value ? 'ok' : 'bad'}">${e(value ? l.yes : l.no)}</span>`;
  const result = JSON.parse(draw.result) as DrawResult;
  return vendorPage(
    language,
    l.verifyTitle,
    `${head}<p class="${check.ok ? 'ok' : 'bad'}" role="status">${e(check.ok ? t.verified : t.notVerified)}</p>` +
      `<dl>${ids}<dt>${e(t.seed)}</dt><dd><code>${e(draw.server_seed)}</code></dd>` +
      `<dt>${e(t.seedHash)}</dt><dd>${yesNo(check.hashMatches)}</dd><dt>${e(l.anchorMatch)}</dt><dd>${yesNo(check.anchorMatches)}</dd>` +
      (check.previousMatches === undefined
        ? ''
        : `<dt>${e(l.previousMatch)}</dt><dd>${yesNo(check.previousMatches)}</dd>`) +
      `<dt>${e(l.resultMatch)}</dt><dd>${yesNo(check.resultMatches)}</dd></dl>` +
      `<h2>${e(l.results)}</h2>` +
      (result.kind !== 'keno'
        ? `<table class="hands"><tbody>${resultText(result, language)}</tbody></table>`
        : `<p>${resultText(result, language)}</p>`),
  );
}
