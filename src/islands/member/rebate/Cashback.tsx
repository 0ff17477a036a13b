/**
 * Cashback (manualRebate, behind the flag MANPLAYREB3): today's claimable cashback per game with its Claim
 * button, the member's rates at their VIP level, and the cashback received (claimed, or paid at the day's end).
 */
import { useQuery } from '@tanstack/react-query';
import { rebateQuery } from '../../../lib/rebates/rebate-queries.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';
import ClaimPanel from './ClaimPanel.tsx';
import RebateHistory from './RebateHistory.tsx';
import { playerDayText } from './day-text.ts';
import { ratePercent } from './rate-text.ts';

export default function Cashback({ locale, messages }: SectionProps) {
  const { data, isPending, isError, refetch } = useQuery(rebateQuery());
  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  return (
    <div className="rebate">
      <p className="form-note">
        {format(messages['rebate.lead'], {
          day: playerDayText(data.day, locale),
          end: formatDateTime(data.periodEndsAt, locale),
        })}
      </p>
      <ClaimPanel
        locale={locale}
        messages={messages}
        currencySymbol={data.currencySymbol}
        totalMinor={data.totalMinor}
        since={data.since}
        categories={data.categories}
      />
      {data.rates.length > 0 && (
        <section className="rebate-rates" aria-labelledby="rebate-rates-title">
          <h3 id="rebate-rates-title">
            {format(messages['rebate.rates'], { rank: formatCount(data.rankLevel, locale) })}
          </h3>
          <ul>
            {data.rates.map((rate) => (
              <li key={rate.category}>
                <span>{rate.name}</span> <strong>{ratePercent(rate.rateBp, locale)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
      <RebateHistory locale={locale} messages={messages} currencySymbol={data.currencySymbol} history={data.history} />
    </div>
  );
}
