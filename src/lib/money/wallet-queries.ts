/** Query options for the member centre's wallet data (hierarchical keys under ['wallet']). */
import { queryOptions } from '@tanstack/react-query';
import {
  fetchFunds,
  fetchInbox,
  fetchRecords,
  fetchSecurity,
  fetchTransferTargets,
  type RecordFilter,
} from './wallet-calls.ts';

export const fundsQuery = () => queryOptions({ queryKey: ['wallet', 'funds'], queryFn: fetchFunds, staleTime: 0 });
export const securityQuery = () => queryOptions({ queryKey: ['wallet', 'security'], queryFn: fetchSecurity });
export const transferTargetsQuery = () =>
  queryOptions({ queryKey: ['wallet', 'targets'], queryFn: fetchTransferTargets });
export const inboxQuery = (page: number) =>
  queryOptions({ queryKey: ['wallet', 'inbox', page], queryFn: () => fetchInbox(page), staleTime: 0 });

export const recordsQuery = (filter: RecordFilter, page: number) =>
  queryOptions({
    queryKey: ['wallet', 'records', filter.type, filter.from, filter.to, page],
    queryFn: () => fetchRecords(filter, page),
    staleTime: 0,
  });
