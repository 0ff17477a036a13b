/**
 * Personal profit and loss (personalProfit): for a period (today, the last 7 or 30 days, or a custom range of
 * player days), the bets, wins and net per game category with their totals, and the bonuses and rebates received.
 * The platform sums the ledger's postings, so the figures are those of the account record for the same days.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from '../../../lib/i18n/format-message.ts';
import { INTL_LOCALE, type Locale } from '../../../lib/i18n/locales.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { callErrorText } from '../../../lib/api/call-error.ts';
import { presetRange } from '../../../lib/money/profit-range.ts';
import { profitQuery } from '../../../lib/money/profit-queries.ts';
import type { DayRange } from '../../../lib/money/record-range.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';
import PeriodChoice, { type Choice } from './PeriodChoice.tsx';
import ProfitTable from './ProfitTable.tsx';

/** A player day (yyyy-MM-dd) as the player reads dates: 25 Nov 2026, ২৫ নভে, ২০২৬. */
function dayText(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export default function PersonalProfit({ locale, messages }: SectionProps) {
  const [choice, setChoice] = useState<Choice>('today');
  const [range, setRange] = useState<DayRange>(() => presetRange('today'));
  const { data, isPending, isError, error, refetch } = useQuery(profitQuery(range, locale));
  const refusal = isError
    ? callErrorText(error, { network: messages['money.networkError'], unexpected: messages['money.unexpectedAnswer'] })
    : null;

  return (
    <div className="account-form records profit">
      <PeriodChoice
        locale={locale}
        messages={messages}
        choice={choice}
        range={range}
        onChange={(nextChoice, nextRange) => {
          setChoice(nextChoice);
          setRange(nextRange);
        }}
      />
      <p className="profit-range" aria-live="polite">
        {format(messages['profit.range'], { from: dayText(range.from, locale), to: dayText(range.to, locale) })}
      </p>
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        refusal ? (
          <p role="alert">{refusal}</p>
        ) : (
          <LoadFailed messages={messages} retry={() => void refetch()} />
        )
      ) : (
        <>
          {data.categories.length === 0 ? (
            <p className="card">{messages['profit.empty']}</p>
          ) : (
            <>
              <ProfitTable locale={locale} messages={messages} report={data} />
              <p className="profit-note">{messages['profit.note']}</p>
            </>
          )}
          <dl className="wallet-summary" aria-label={messages['profit.rewards']}>
            <div>
              <dt>{messages['profit.bonus']}</dt>
              <dd>{formatMoney(data.bonusMinor, locale, data.currencySymbol)}</dd>
            </div>
            <div>
              <dt>{messages['profit.rebate']}</dt>
              <dd>{formatMoney(data.rebateMinor, locale, data.currencySymbol)}</dd>
            </div>
          </dl>
        </>
      )}
    </div>
  );
}
