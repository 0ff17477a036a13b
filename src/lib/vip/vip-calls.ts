/** VIP centre calls of the site (contract/calls/vip.ts), each answer parsed by its declared schema. */
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadVip = () => import('../../../contract/calls/vip.ts');

export type { VipLadderAnswer, VipStateAnswer } from '../../../contract/calls/vip.ts';

export const fetchVipLadder = async () => callContract((await loadVip()).vipLadder);

export const fetchVipState = async () => callContract((await loadVip()).vipState);
