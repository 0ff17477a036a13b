/** How a bonus offer reads on the deposit form, from its numbers: "100% bonus up to ৳10,000.00". */
import type { DepositOffer } from './promotion-calls.ts';
import { format } from '../i18n/format-message.ts';

export interface OfferTexts {
  percent: string;
  fixed: string;
  terms: string;
  baseBonus: string;
  baseDepositBonus: string;
}

export function offerLabel(
  offer: DepositOffer,
  texts: OfferTexts,
  money: (minor: string) => string,
  count: (n: number) => string,
): string {
  return offer.bonusKind === 'fixed'
    ? format(texts.fixed, { amount: money(offer.capMinor) })
    : format(texts.percent, { percent: count(offer.percent), cap: money(offer.capMinor) });
}

export function offerTerms(
  offer: DepositOffer,
  texts: OfferTexts,
  money: (minor: string) => string,
  count: (n: number) => string,
): string {
  return format(texts.terms, {
    min: money(offer.minDepositMinor),
    multiple: count(offer.wageringMultiple),
    base: offer.wageringBase === 'bonus' ? texts.baseBonus : texts.baseDepositBonus,
  });
}
