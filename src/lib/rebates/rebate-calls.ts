/** Cashback and reward-centre calls of the site (contract/calls/rebates.ts), each answer parsed by its declared schema. */
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadRebates = () => import('../../../contract/calls/rebates.ts');

export type { RebateLine, RebatePayment } from '../../../contract/calls/rebates.ts';

export const fetchRebate = async () => callContract((await loadRebates()).rebateView);

export const sendClaimRebate = async () => callContract((await loadRebates()).claimRebate, { body: {} });

export const fetchRewards = async () => callContract((await loadRebates()).rewardCentre);
