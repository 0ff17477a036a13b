/** Each game's server-rendered page and title; the routes pick one by the game's address. */
import { baccaratPage, baccaratSummary, BACCARAT_TEXTS } from './baccarat-page.ts';
import { FISHING_TEXTS, fishingPage, fishingSummary } from './fishing-page.ts';
import { cataloguePage } from './catalogue-pages.ts';
import { slotPage } from './slot-page.ts';
import { SPORTS_GAMES } from './sports-game.ts';
import { sportsGamePage } from './sports-page.ts';
import { TEXTS } from './texts.ts';
import type { GamePage } from './game-page.ts';

const PAGES = new Map<string, GamePage>([
  ['LOTUS_SLOTS/lotus-fortune', { title: (l) => TEXTS[l].title, render: slotPage }],
  [
    'LOTUS_LIVE/lotus-baccarat',
    { title: (l) => BACCARAT_TEXTS[l].title, render: baccaratPage, summary: baccaratSummary },
  ],
  ['LOTUS_FISH/ocean-hunt', { title: (l) => FISHING_TEXTS[l].title, render: fishingPage, summary: fishingSummary }],
  ...SPORTS_GAMES.map((game): [string, GamePage] => [`${game.vassalage}/${game.code}`, sportsGamePage(game)]),
]);

export function gamePage(vassalage: string, code: string): GamePage | undefined {
  // Every other game of the catalogue (catalogue.ts) gets its family's page under its own title.
  return PAGES.get(`${vassalage}/${code}`) ?? cataloguePage(vassalage, code);
}
