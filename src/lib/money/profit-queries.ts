/** Query options of personal profit and loss: never cached as fresh, a round may have settled since. */
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../i18n/locales.ts';
import { fetchProfit } from './profit-calls.ts';
import type { DayRange } from './record-range.ts';

export const profitQuery = (range: DayRange, language: Locale) =>
  queryOptions({
    queryKey: ['wallet', 'profit', range.from, range.to, language],
    queryFn: () => fetchProfit(range, language),
    staleTime: 0,
    // A refused range (a platform error) is an answer, not a hiccup: asking again gives the same refusal.
    retry: false,
  });
