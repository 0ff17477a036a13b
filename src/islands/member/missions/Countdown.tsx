/**
 * The time left in a mission period, ticking each second. When the period ends the missions are asked again:
 * the next period starts from nothing, and what was completed but not claimed can no longer be claimed.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { localDigits } from '../../../../contract/rules/digits.ts';
import { timeLeft } from '../../../lib/missions/countdown.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { MemberMessages } from '../messages.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  endsAt: string;
}

export default function Countdown({ locale, messages, endsAt }: Props) {
  const queries = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(endsAt, now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left.over) void queries.invalidateQueries({ queryKey: ['missions'] });
  }, [left.over, queries]);

  return (
    <p className="mission-countdown">
      <span>{messages['mission.endsIn']}</span>{' '}
      <time dateTime={endsAt}>
        {left.days > 0 && `${format(messages['mission.days'], { count: localDigits(left.days, locale) })} `}
        {localDigits(left.clock, locale)}
      </time>
    </p>
  );
}
