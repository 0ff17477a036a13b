/** Query options for cashback and the reward centre (keys under ['rebate'] and ['rewards']). */
import { queryOptions } from '@tanstack/react-query';
import { fetchRebate, fetchRewards } from './rebate-calls.ts';

/** Asked fresh whenever the page opens: what is claimable grows with every settled bet. */
export const rebateQuery = () => queryOptions({ queryKey: ['rebate'], queryFn: fetchRebate, staleTime: 0 });

/** Fresh too: the call also releases a bonus whose wagering is met. */
export const rewardsQuery = () => queryOptions({ queryKey: ['rewards'], queryFn: fetchRewards, staleTime: 0 });
