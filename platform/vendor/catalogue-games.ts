/**
 * The adapters of the catalogue's games: each is its family's template under the game's own vassalage and code
 * (the round flow books rounds and wallet calls by those), so twenty games need four adapters, not twenty.
 */
import { catalogueEntry, type EngineFamily } from './catalogue.ts';
import type { VendorGame } from './game-adapter.ts';

export type FamilyTemplates = Readonly<Record<EngineFamily, VendorGame>>;

const built = new Map<string, VendorGame>();

/** The game at /vendor/<vassalage>/<code>/ when the catalogue lists it; undefined otherwise. */
export function catalogueGame(vassalage: string, code: string, templates: FamilyTemplates): VendorGame | undefined {
  const entry = catalogueEntry(vassalage, code);
  if (!entry) return undefined;
  const key = `${vassalage}/${code}`;
  let game = built.get(key);
  if (!game) {
    // The templates' functions use only their arguments, so copying them under another name is all a game needs.
    game = { ...templates[entry.family], vassalage: entry.vassalage, code: entry.code };
    built.set(key, game);
  }
  return game;
}
