/** /vendor/verify?round=…: a finished round's seeds, and the outcome replayed from them with the engine's verifyRound. */
import { formatMinor as plainMinor } from '../../contract/minor-units.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { type RandomStream, verifyRound, type Verification } from './engines/fairness.ts';
import { vendorGame } from './games.ts';
import { escapeHtml as e, vendorPage } from './page-shell.ts';
import { gamePage } from './pages.ts';
import type { VendorRound } from './rounds-repository.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';
import { roundMoney } from './vendor.ts';
import { seedForm } from './chrome/fairness.ts';

/** Amounts in the page language's digits (the site's rule, contract/rules/digits.ts). */
const money = (minor: bigint, language: VendorLanguage) => localDigits(plainMinor(minor), language);

/** Replays a finished round; undefined when there is no outcome to compare (a refunded bet, an unknown game). */
export function verifyStoredRound(round: VendorRound): Verification | undefined {
  const game = vendorGame(round.vassalage, round.game_code);
  if (!game || round.outcome === null || round.bet_detail === null) return undefined;
  const bet = JSON.parse(round.bet_detail) as Record<string, string>;
  return verifyRound(
    { shownHash: round.seed_hash, serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: round.nonce },
    (stream: RandomStream) => game.play(stream, bet).outcome,
    JSON.parse(round.outcome) as unknown,
  );
}

export function verifyPage(language: VendorLanguage, round: VendorRound | undefined): string {
  const t = TEXTS[language];
  const head = `<h1>${e(t.verifyTitle)}</h1>`;
  if (!round)
    return vendorPage(
      language,
      t.verifyTitle,
      `${head}<p class="alert" role="alert">${e(t.unknownRound)}</p>${seedForm(language)}`,
      'seed-form.js',
    );
  const finished = round.state === 'settled' || round.state === 'refunded';
  const { betMinor, winMinor } = roundMoney(round);
  // The round's own game by name, so a player checking a Golden Tiger spin sees Golden Tiger, not the engine's flagship.
  const page = gamePage(round.vassalage, round.game_code);
  const rows: [string, string][] = [
    [t.game, page?.title(language) ?? `${round.vassalage}/${round.game_code}`],
    [t.round, round.id],
    [t.state, t.states[round.state as keyof typeof t.states] ?? round.state],
    [t.seedHash, round.seed_hash],
    // The seed stays secret until the round is over: revealing it earlier would let the outcome be known in advance.
    [t.seed, finished ? round.server_seed : '—'],
    [t.clientSeed, round.client_seed],
    [t.nonce, localDigits(String(round.nonce), language)],
    [t.bet, money(betMinor, language)],
    [t.win, winMinor === null ? '—' : money(winMinor, language)],
  ];
  // The outcome is shown only once the round is over, like the seed that decides it.
  const summary = page?.summary;
  if (finished && summary && round.outcome !== null)
    rows.push([t.outcome, summary(language, JSON.parse(round.outcome) as unknown)]);
  const list = `<dl>${rows.map(([k, v]) => `<dt>${e(k)}</dt><dd><code>${e(v)}</code></dd>`).join('')}</dl>`;
  let verdict = `<p>${e(t.notRevealed)}</p>`;
  if (finished) {
    const check = verifyStoredRound(round);
    if (check)
      verdict = `<p class="${check.ok ? 'ok' : 'bad'}" role="status">${e(check.ok ? t.verified : t.notVerified)}</p>`;
  }
  return vendorPage(language, t.verifyTitle, `${head}${list}${verdict}${seedForm(language)}`, 'seed-form.js');
}
