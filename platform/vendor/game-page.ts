/** What a game's server-rendered page offers (pages.ts picks one by the game's address). */
import type { VendorLanguage } from './texts.ts';
import type { Commitment } from './vendor.ts';

export interface GamePage {
  title(language: VendorLanguage): string;
  render(language: VendorLanguage, session: string, balanceMinor: bigint, next: Commitment): string;
  /** One line of a finished round's outcome for the verify page, in the page's words. */
  summary?(language: VendorLanguage, outcome: unknown): string;
}
