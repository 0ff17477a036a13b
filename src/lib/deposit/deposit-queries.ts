/** Query options for deposits (keys under ['deposit']). */
import { queryOptions } from '@tanstack/react-query';
import { fetchDepositMethods, fetchDepositOrder } from './deposit-calls.ts';

/** How often a pending order is asked about: the gateway's notification usually lands before the first poll. */
export const ORDER_POLL_MS = 2000;

export const depositMethodsQuery = () =>
  queryOptions({ queryKey: ['deposit', 'methods'], queryFn: fetchDepositMethods });

export const depositOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['deposit', 'order', orderId],
    queryFn: () => fetchDepositOrder(orderId),
    staleTime: 0,
    // Only the platform decides an order is paid; until it says so (or it fails or expires), keep asking.
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? ORDER_POLL_MS : false),
  });
