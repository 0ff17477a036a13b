/** The pages of the catalogue's games: each family's page and verify line, under the game's own title. */
import { baccaratPage, baccaratSummary } from './baccarat-page.ts';
import { bingoPage, bingoSummary } from './bingo-page.ts';
import { catalogueEntry, type EngineFamily } from './catalogue.ts';
import { fishingPage, fishingSummary } from './fishing-page.ts';
import type { GamePage } from './game-page.ts';
import { slotPage } from './slot-page.ts';
import { dragonTigerPage, dragonTigerSummary } from './dragon-tiger-page.ts';
import { roulettePage, rouletteSummary } from './roulette-page.ts';
import { andarBaharPage, andarBaharSummary } from './andar-bahar-page.ts';
import type { VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';

interface FamilyPage {
  render(
    language: VendorLanguage,
    session: string,
    balanceMinor: bigint,
    next: Commitment,
    title: string,
    code: string,
  ): string;
  summary?(language: VendorLanguage, outcome: unknown): string;
}

const FAMILY_PAGES: Readonly<Record<EngineFamily, FamilyPage>> = {
  slot: { render: slotPage },
  baccarat: { render: baccaratPage, summary: baccaratSummary },
  fishing: { render: fishingPage, summary: fishingSummary },
  bingo: { render: bingoPage, summary: bingoSummary },
  'dragon-tiger': { render: dragonTigerPage, summary: dragonTigerSummary },
  roulette: { render: roulettePage, summary: rouletteSummary },
  'andar-bahar': { render: andarBaharPage, summary: andarBaharSummary },
};

export function cataloguePage(vassalage: string, code: string): GamePage | undefined {
  const entry = catalogueEntry(vassalage, code);
  if (!entry) return undefined;
  const family = FAMILY_PAGES[entry.family];
  return {
    title: (language) => entry[language],
    render: (language, session, balanceMinor, next) =>
      family.render(language, session, balanceMinor, next, entry[language], entry.code),
    summary: family.summary,
  };
}
