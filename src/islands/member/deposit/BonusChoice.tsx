/** The bonus offered with this deposit, or none: a radio group, each offer with its minimum and wagering terms. */
import type { DepositOffer } from '../../../lib/promotions/promotion-calls.ts';
import { offerLabel, offerTerms, type OfferTexts } from '../../../lib/promotions/offer-text.ts';
import { formatCount } from '../../../lib/format/number.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { MemberMessages } from '../messages.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  offers: DepositOffer[];
  chosen: string;
  onChoose: (slug: string) => void;
  money: (minor: string) => string;
}

export default function BonusChoice({ locale, messages, offers, chosen, onChoose, money }: Props) {
  const texts: OfferTexts = {
    percent: messages['deposit.bonusPercent'],
    fixed: messages['deposit.bonusFixed'],
    terms: messages['deposit.bonusTerms'],
    baseBonus: messages['deposit.bonusBaseBonus'],
    baseDepositBonus: messages['deposit.bonusBaseDepositBonus'],
  };
  const count = (n: number) => formatCount(n, locale);
  return (
    <fieldset className="deposit-bonus">
      <legend>{messages['deposit.bonus']}</legend>
      <label className="deposit-choice">
        <input type="radio" name="deposit-bonus" value="" checked={chosen === ''} onChange={() => onChoose('')} />
        <span>{messages['deposit.bonusNone']}</span>
      </label>
      {offers.map((offer) => (
        <label key={offer.slug} className="deposit-choice deposit-bonus-offer">
          <input
            type="radio"
            name="deposit-bonus"
            value={offer.slug}
            checked={chosen === offer.slug}
            onChange={() => onChoose(offer.slug)}
          />
          <span>
            <span className="deposit-bonus-label">{offerLabel(offer, texts, money, count)}</span>
            <small className="form-note">{offerTerms(offer, texts, money, count)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
