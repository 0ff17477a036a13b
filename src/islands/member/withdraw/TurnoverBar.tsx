/** How much of the withdrawal turnover is done, as a bar with what is left (shown while a deposit owes turnover). */
import { useId } from 'react';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { turnoverProgress } from '../../../lib/money/turnover-progress.ts';
import type { MemberMessages } from '../messages.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  requiredMinor: string;
  doneMinor: string;
  money: (minor: string | bigint) => string;
}

export default function TurnoverBar({ locale, messages, requiredMinor, doneMinor, money }: Props) {
  const labelId = useId();
  const progress = turnoverProgress(requiredMinor, doneMinor);
  const amounts = { done: money(doneMinor), required: money(requiredMinor) };
  return (
    <div className="turnover">
      <p id={labelId} className="form-note">
        {format(messages['withdraw.turnover'], amounts)}
      </p>
      <div
        className="turnover-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={format(messages['withdraw.turnoverValue'], {
          ...amounts,
          percent: formatCount(progress.percent, locale),
        })}
      >
        <div
          className={`turnover-bar-fill${progress.complete ? ' turnover-bar-fill--complete' : ''}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="form-note">
        {progress.complete
          ? messages['withdraw.turnoverComplete']
          : format(messages['withdraw.turnoverLeft'], { amount: money(progress.remainingMinor) })}
      </p>
    </div>
  );
}
