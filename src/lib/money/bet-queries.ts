/** Query options of the betting record: never cached as fresh, a round may have settled since. */
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../i18n/locales.ts';
import { fetchBets, type BetFilter } from './bet-calls.ts';

export const betsQuery = (filter: BetFilter, page: number, language: Locale) =>
  queryOptions({
    queryKey: ['wallet', 'bets', filter.vassalage, filter.from, filter.to, page, language],
    queryFn: () => fetchBets(filter, page, language),
    staleTime: 0,
  });
