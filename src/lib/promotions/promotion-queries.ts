/** Query options for promotions and bonuses (keys under ['promotions'] and ['bonus']). */
import { queryOptions } from '@tanstack/react-query';
import { fetchBonusWagering, fetchDepositOffers } from './promotion-calls.ts';

export const depositOffersQuery = () =>
  queryOptions({ queryKey: ['promotions', 'deposit-offers'], queryFn: fetchDepositOffers, staleTime: 0 });

/** Asked fresh every time the withdraw page opens: the answer is also what releases a bonus whose wagering is met. */
export const bonusWageringQuery = () =>
  queryOptions({ queryKey: ['bonus', 'wagering'], queryFn: fetchBonusWagering, staleTime: 0 });
