/** Team overview (spec 2): the whole downline's members, active and new members, deposits, withdrawals, bets, net. */
import { useQuery } from '@tanstack/react-query';
import { teamOverviewQuery } from '../../../lib/agent/agent-queries.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { LoadFailed, Loading } from '../../member/Loading.tsx';
import PeriodPicker, { usePeriod } from '../PeriodPicker.tsx';
import type { AgentMessageKey } from '../messages.ts';
import type { AgentSectionProps } from '../sections.ts';

export default function TeamOverview({ locale, messages }: AgentSectionProps) {
  const [period, choose] = usePeriod('30');
  const { data, isPending, isError, refetch } = useQuery(teamOverviewQuery(period.from, period.to));
  const money = (minor: string) => formatMoney(minor, locale, data?.currencySymbol ?? '');
  const figures: [AgentMessageKey, string][] = data
    ? [
        ['agent.overview.members', formatCount(data.members, locale)],
        ['agent.overview.active', formatCount(data.activeMembers, locale)],
        ['agent.overview.new', formatCount(data.newMembers, locale)],
        ['agent.overview.deposits', money(data.depositsMinor)],
        ['agent.overview.withdrawals', money(data.withdrawalsMinor)],
        ['agent.overview.bets', money(data.betsMinor)],
        ['agent.overview.payouts', money(data.payoutsMinor)],
        ['agent.overview.net', money(data.netMinor)],
      ]
    : [];
  return (
    <>
      <PeriodPicker period={period} onChange={choose} locale={locale} messages={messages} />
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        <LoadFailed messages={messages} retry={() => void refetch()} />
      ) : (
        <dl className="agent-figures" aria-label={messages['agent.overview.figures']}>
          {figures.map(([key, value]) => (
            <div key={key}>
              <dt>{messages[key]}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
