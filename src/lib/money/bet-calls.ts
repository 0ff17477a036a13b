/** The betting record's call (personalHistoryCopy): the member's rounds from the platform, typed. */
import { callPlatform } from '../api/client.ts';
import type { Locale } from '../i18n/locales.ts';

export type RoundStatus = 'settled' | 'refunded' | 'open';

export interface BetRow {
  vendor: string;
  roundId: string;
  gameCode: string | null;
  gameName: string;
  betAt: string;
  betMinor: string;
  winMinor: string;
  refundMinor: string;
  netMinor: string;
  status: RoundStatus;
}

export interface BetPage {
  currencySymbol: string;
  page: number;
  pageCount: number;
  total: number;
  summary: { betMinor: string; winMinor: string; refundMinor: string; netMinor: string };
  items: BetRow[];
}

export interface BetFilter {
  /** A vendor's vassalage, or '' for every vendor. */
  vassalage: string;
  from: string;
  to: string;
}

export const fetchBets = (filter: BetFilter, page: number, language: Locale) =>
  callPlatform<BetPage>(`/wps/member/bets?${new URLSearchParams({ ...filter, language, page: String(page), size: '20' })}`);
