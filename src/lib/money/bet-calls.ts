/** The betting record's call (personalHistoryCopy): the member's rounds from the platform, shapes from the contract (contract/calls/bets.ts). */
import { callContract } from '../api/client.ts';
import type { Locale } from '../i18n/locales.ts';
import type { QueryOf } from '../../../contract/call.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadBets = () => import('../../../contract/calls/bets.ts');

/** The page's filter: a vendor's vassalage ('' for every vendor) and the period. */
export type BetFilter = Required<
  Pick<QueryOf<typeof import('../../../contract/calls/bets.ts').bettingRecord>, 'vassalage' | 'from' | 'to'>
>;

export const fetchBets = async (filter: BetFilter, page: number, language: Locale) =>
  callContract((await loadBets()).bettingRecord, { query: { ...filter, language, page, size: 20 } });
