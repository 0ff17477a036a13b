/** Invite-friends calls of the site (contract/calls/referral.ts), each answer parsed by its declared schema. */
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadReferral = () => import('../../../contract/calls/referral.ts');

export type { Invitee } from '../../../contract/calls/referral.ts';

export const fetchReferral = async () => callContract((await loadReferral()).fetchReferral);

/** Asked fresh whenever the page opens: invitees register, deposit and get rewarded at any time. */
export const referralQuery = () => queryOptions({ queryKey: ['referral'], queryFn: fetchReferral, staleTime: 0 });
