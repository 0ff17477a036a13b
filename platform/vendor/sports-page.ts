/**
 * The sports games' page as the server renders it: the match card (two sides, score board, clock, events), the
 * three odds buttons, stake chips, place bet, the result, the balance and the seed hash. One renderer for the four
 * games; each brings its match (odds) and its words.
 */
import { formatMinor as plainMinor } from '../../contract/minor-units.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { type MatchResult, matchOdds, type Selection, SELECTIONS, type SportsBet } from './engines/sports.ts';
import { chips } from './chrome/game-page.ts';
import { escapeHtml as e, vendorPage } from './page-shell.ts';
import type { GamePage } from './game-page.ts';
import { SPORTS_STAKES, type SportsGame } from './sports-game.ts';
import { SPORTS_GAME_TEXTS, SPORTS_TEXTS, selectionName, type SportsGameTexts } from './sports-texts.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';
import { fairnessPanel } from './fairness-panel.ts';

/** Amounts in the page language's digits (the site's rule, contract/rules/digits.ts). */
const money = (minor: bigint, language: VendorLanguage) => localDigits(plainMinor(minor), language);

function render(game: SportsGame, words: Record<VendorLanguage, SportsGameTexts>) {
  return (language: VendorLanguage, session: string, balanceMinor: bigint, next: Commitment): string => {
    const t = TEXTS[language];
    const s = SPORTS_TEXTS[language];
    const g = words[language];
    const odds = matchOdds(game.match);
    const picks = SELECTIONS.map((selection, i) => {
      const name = selectionName(language, g, selection);
      // Sabong's draw button has the same key and name; say it once.
      const key = g.keys[selection] === name ? '' : `<span class="pick-key">${e(g.keys[selection])}</span>`;
      return (
        `<label class="pick" id="pick-${selection}"><input type="radio" name="selection" value="${selection}"${i === 0 ? ' checked' : ''}>` +
        `${key}<span class="pick-name">${e(name)}</span><span class="pick-odds" data-odds="${odds[selection]}">${money(odds[selection], language)}</span></label>`
      );
    }).join('');
    const side = (which: 'home' | 'away') =>
      `<div class="team"><span class="crest ${which}" aria-hidden="true">${e(g.crests[which])}</span>` +
      `<span class="team-name">${e(g[which])}</span></div>`;
    // Words the script shows while the match plays come as data attributes: nothing inline runs under the policy.
    const data = {
      session,
      lang: language,
      home: g.home,
      away: g.away,
      draw: s.draw,
      event: g.event,
      unit: g.unit,
      clock: String(game.match.clock),
      'in-play': s.inPlay,
      'full-time': s.fullTime,
      winner: s.winner,
      won: s.won,
      lost: s.lost,
    };
    const attributes = Object.entries(data)
      .map(([k, v]) => ` data-${k}="${e(v)}"`)
      .join('');
    // Title and balance share a line: on a phone the place-bet button should still be in sight without scrolling.
    return vendorPage(
      language,
      g.title,
      `<div class="game-head"><h1>${e(g.title)}</h1>` +
        `<p>${e(t.balance)}: <output id="balance">${e(money(balanceMinor, language))}</output></p></div><div id="game"${attributes}>` +
        `<section class="match" aria-labelledby="league"><p class="league" id="league">${e(g.league)}</p><div class="teams">${side('home')}` +
        `<div class="board"><output id="score" class="score">${localDigits('0 – 0', language)}</output><span id="clock" class="clock">${e(s.kickOff)}</span></div>` +
        `${side('away')}</div><ol id="events" class="events" aria-label="${e(s.events)}"></ol></section>` +
        `<fieldset class="picks"><legend>${e(s.pick)}</legend>${picks}</fieldset>` +
        chips(language, 'stake', s.stake, SPORTS_STAKES) +
        `<p class="bet-bar"><span>${e(s.possible)}: <output id="possible">${money(odds.home, language)}</output></span>` +
        `<button type="button" id="place" disabled>${e(s.place)}</button></p>` +
        `<p>${e(s.result)}: <output id="result">—</output></p>` +
        `<p>${e(t.win)}: <output id="win">${e(money(0n, language))}</output></p>` +
        `<p class="alert" role="alert" id="message"></p>` +
        fairnessPanel(language, next, 'seeds') +
        '</div>',
      'sports-game.js',
    );
  };
}

/** "Winner: Padma Tigers" or "Draw", in the page's words. */
export function resultText(language: VendorLanguage, g: SportsGameTexts, match: Pick<MatchResult, 'result'>): string {
  return match.result === 'draw' ? SPORTS_TEXTS[language].draw : `${SPORTS_TEXTS[language].winner}: ${g[match.result]}`;
}

/** "Padma Tigers 2 – 1 Meghna Sharks · Winner: Padma Tigers · Pick: Padma Tigers @ 2.04": the verify page's line. */
function summary(words: Record<VendorLanguage, SportsGameTexts>) {
  return (language: VendorLanguage, outcome: unknown): string => {
    const g = words[language];
    const bet = outcome as Omit<SportsBet, 'oddsHundredths'> & { oddsHundredths: string; selection: Selection };
    const { match } = bet;
    return (
      `${g.home} ${localDigits(`${match.homeScore} – ${match.awayScore}`, language)} ${g.away} · ${resultText(language, g, match)} · ` +
      `${SPORTS_TEXTS[language].pickedAt}: ${selectionName(language, g, bet.selection)} @ ${money(BigInt(bet.oddsHundredths), language)}`
    );
  };
}

export function sportsGamePage(game: SportsGame): GamePage {
  const words = SPORTS_GAME_TEXTS[`${game.vassalage}/${game.code}`];
  if (!words) throw new Error(`no texts for ${game.vassalage}/${game.code}`);
  return { title: (l) => words[l].title, render: render(game, words), summary: summary(words) };
}
