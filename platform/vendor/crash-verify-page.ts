/**
 * The verify page of a crashed round: its revealed seed, the hash shown before it (the previous round's seed, or
 * the chain's terminating hash for the chain's first round), and the crash point, each recomputed here from the
 * seed by the published formula, with the formula beside it so a player can redo it elsewhere.
 */
import { escapeHtml as e, vendorPage } from './page-shell.ts';
import { CRASH_TEXTS } from './crash-texts.ts';
import type { CrashRound } from './crash-repository.ts';
import { chainLink, crashPointX100 } from './engines/crash.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { formatMinor } from '../../contract/minor-units.ts';
import type { VendorLanguage } from './texts.ts';

export function crashVerifyPage(
  language: VendorLanguage,
  title: string,
  round: CrashRound | undefined,
  /** The hash the round was committed to: the previous round's seed, or the terminating hash. */
  shownBefore: string | undefined,
  crashed: boolean,
): string {
  const t = CRASH_TEXTS[language];
  const head = `<h1>${e(t.verifyTitle)}</h1><p>${e(title)}</p>`;
  if (!round) return vendorPage(language, t.verifyTitle, `${head}<p class="alert" role="alert">${e(t.notFound)}</p>`);
  if (!crashed) return vendorPage(language, t.verifyTitle, `${head}<p class="alert" role="alert">${e(t.notYet)}</p>`);
  const hashOk = shownBefore !== undefined && chainLink(round.seed) === shownBefore;
  const crash = crashPointX100(round.seed);
  const crashOk = crash === round.crash_x100;
  const x = (x100: number) => `${localDigits(formatMinor(BigInt(x100)), language)}×`;
  const mark = (ok: boolean) => `<span class="${ok ? 'ok' : 'bad'}">${e(ok ? t.ok : t.bad)}</span>`;
  const body =
    `${head}<dl><dt>${e(t.chainRound)}</dt><dd>${e(localDigits(String(round.chain_round), language))}</dd>` +
    `<dt>${e(t.lastSeed)}</dt><dd><code>${e(round.seed)}</code></dd>` +
    `<dt>${e(round.chain_round === 1 ? t.terminating : t.previous)}</dt><dd><code>${e(shownBefore ?? '—')}</code></dd>` +
    `<dt>${e(t.checkHash)}</dt><dd>${mark(hashOk)}</dd>` +
    `<dt>${e(t.crashPoint)}</dt><dd>${e(x(round.crash_x100))}</dd>` +
    `<dt>${e(t.checkCrash)}</dt><dd>${mark(crashOk)} (${e(x(crash))})</dd></dl>` +
    `<p>${e(t.formula)}</p><p>${e(t.edge)}</p>`;
  return vendorPage(language, t.verifyTitle, body);
}
