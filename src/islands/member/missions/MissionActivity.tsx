/**
 * Mission activity (missionLeaderboard): the merchant's daily and weekly missions, each group with the time its
 * period has left, each mission with its progress, reward and Claim button; then the leaderboard.
 */
import { useQuery } from '@tanstack/react-query';
import { missionSummaryQuery } from '../../../lib/missions/mission-queries.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';
import Countdown from './Countdown.tsx';
import Leaderboard from './Leaderboard.tsx';
import MissionCard from './MissionCard.tsx';
import { useMissionClaim } from './use-mission-claim.ts';

const PERIODS = ['daily', 'weekly'] as const;

export default function MissionActivity({ locale, messages }: SectionProps) {
  const { data, isPending, isError, refetch } = useQuery(missionSummaryQuery());
  const claiming = useMissionClaim(messages);
  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  return (
    <div className="missions">
      <p className="form-note">{messages['mission.lead']}</p>
      {data.missions.length === 0 && <p className="card">{messages['mission.none']}</p>}
      {PERIODS.map((period) => {
        const missions = data.missions.filter((m) => m.period === period);
        if (!missions.length) return null;
        return (
          <section key={period} className="mission-group" aria-labelledby={`missions-${period}`}>
            <div className="mission-group-head">
              <h3 id={`missions-${period}`}>{messages[`mission.${period}`]}</h3>
              <Countdown locale={locale} messages={messages} endsAt={data.periods[period].endsAt} />
            </div>
            <ul className="mission-list">
              {missions.map((mission) => (
                <MissionCard
                  key={mission.id}
                  locale={locale}
                  messages={messages}
                  currencySymbol={data.currencySymbol}
                  mission={mission}
                  claiming={claiming}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <Leaderboard locale={locale} messages={messages} />
    </div>
  );
}
