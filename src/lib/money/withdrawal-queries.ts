/** Query options of the withdraw section (hierarchical keys under ['wallet', 'withdraw']). */
import { queryOptions } from '@tanstack/react-query';
import { fetchPayees, fetchWithdrawalRules, fetchWithdrawals } from './withdrawal-calls.ts';

export const withdrawalRulesQuery = () =>
  queryOptions({ queryKey: ['wallet', 'withdraw', 'rules'], queryFn: fetchWithdrawalRules, staleTime: 0 });
export const payeesQuery = () => queryOptions({ queryKey: ['wallet', 'withdraw', 'payees'], queryFn: fetchPayees });
export const withdrawalsQuery = () =>
  queryOptions({ queryKey: ['wallet', 'withdraw', 'list'], queryFn: fetchWithdrawals, staleTime: 0 });
