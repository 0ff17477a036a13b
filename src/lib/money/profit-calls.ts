/** Personal profit and loss's call (personalProfit); shapes from the contract (contract/calls/profit.ts). */
import { callContract } from '../api/client.ts';
import type { Locale } from '../i18n/locales.ts';
import type { DayRange } from './record-range.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadProfit = () => import('../../../contract/calls/profit.ts');

export const fetchProfit = async (range: DayRange, language: Locale) =>
  callContract((await loadProfit()).personalProfit, { query: { ...range, language } });
