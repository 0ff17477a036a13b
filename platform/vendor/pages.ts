/** Each game's server-rendered page and title; the routes pick one by the game's address. */
import { baccaratPage, BACCARAT_TEXTS } from './baccarat-page.ts';
import { FISHING_TEXTS, fishingPage } from './fishing-page.ts';
import { slotPage } from './slot-page.ts';
import { TEXTS, type VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';

export interface GamePage {
  title(language: VendorLanguage): string;
  render(language: VendorLanguage, session: string, balanceMinor: bigint, next: Commitment): string;
}

const PAGES = new Map<string, GamePage>([
  ['LOTUS_SLOTS/lotus-fortune', { title: (l) => TEXTS[l].title, render: slotPage }],
  ['LOTUS_LIVE/lotus-baccarat', { title: (l) => BACCARAT_TEXTS[l].title, render: baccaratPage }],
  ['LOTUS_FISH/ocean-hunt', { title: (l) => FISHING_TEXTS[l].title, render: fishingPage }],
]);

export function gamePage(vassalage: string, code: string): GamePage | undefined {
  return PAGES.get(`${vassalage}/${code}`);
}
