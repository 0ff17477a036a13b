/** Promotion calls of the site (contract/calls/promotions.ts), each answer parsed by its declared schema. */
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadPromotions = () => import('../../../contract/calls/promotions.ts');

export type { BonusState, DepositOffer, PromotionStatus } from '../../../contract/calls/promotions.ts';

export const fetchPromotionStatus = async (slug: string) =>
  callContract((await loadPromotions()).promotionStatus, { params: { slug } });

export const sendJoinPromotion = async (slug: string) =>
  callContract((await loadPromotions()).joinPromotion, { params: { slug }, body: {} });

export const fetchDepositOffers = async () => callContract((await loadPromotions()).depositOffers);

export const fetchBonusWagering = async () => callContract((await loadPromotions()).bonusWagering);
