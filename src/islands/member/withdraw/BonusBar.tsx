/**
 * A locked bonus's wagering beside the turnover bar: how much of it settled bets have done, and what is left
 * before it is released; or, once this page's call has released it, that it is now in the main wallet.
 */
import { useId } from 'react';
import type { BonusState } from '../../../lib/promotions/promotion-calls.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { MemberMessages } from '../messages.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  bonus: BonusState;
  money: (minor: string | bigint) => string;
  /** What the bonus is, when it is not a promotion's (a point-mall bonus). */
  name?: string | undefined;
}

export default function BonusBar({ locale, messages, bonus, money, name }: Props) {
  const labelId = useId();
  if (bonus.state === 'released') {
    return (
      <p className="card bonus-released" role="status">
        {format(messages['withdraw.bonusReleased'], { amount: money(bonus.amountMinor) })}
      </p>
    );
  }
  const amounts = { done: money(bonus.doneMinor), required: money(bonus.requiredMinor) };
  const left = BigInt(bonus.requiredMinor) - BigInt(bonus.doneMinor);
  return (
    <div className="turnover bonus-wagering">
      <p className="form-note">
        <strong>{format(messages['withdraw.bonusTitle'], { amount: money(bonus.amountMinor) })}</strong>
        {name && <span className="record-detail">{name}</span>}
      </p>
      <p id={labelId} className="form-note">
        {format(messages['withdraw.bonusWagering'], amounts)}
      </p>
      <div
        className="turnover-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.percent}
        aria-valuetext={format(messages['withdraw.bonusWageringValue'], {
          ...amounts,
          percent: formatCount(bonus.percent, locale),
        })}
      >
        <div className="turnover-bar-fill turnover-bar-fill--bonus" style={{ width: `${bonus.percent}%` }} />
      </div>
      <p className="form-note">{format(messages['withdraw.bonusLeft'], { amount: money(left > 0n ? left : 0n) })}</p>
    </div>
  );
}
