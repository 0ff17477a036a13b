/** The reward centre's missions card: each completed mission not claimed yet, with its Claim button, and a link to all missions. */
import type { MissionState } from '../../../lib/missions/mission-calls.ts';
import { localizedPath, type Locale } from '../../../lib/i18n/locales.ts';
import type { MemberMessages } from '../messages.ts';
import MissionCard from './MissionCard.tsx';
import { useMissionClaim } from './use-mission-claim.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  currencySymbol: string;
  missions: MissionState[];
}

export default function RewardMissions({ locale, messages, currencySymbol, missions }: Props) {
  const claiming = useMissionClaim(messages);
  return (
    <section className="card reward-card" aria-labelledby="reward-missions">
      <h3 id="reward-missions">{messages['reward.missions']}</h3>
      <ul className="mission-list">
        {missions.map((mission) => (
          <MissionCard
            key={`${mission.id}-${mission.periodKey}`}
            locale={locale}
            messages={messages}
            currencySymbol={currencySymbol}
            mission={mission}
            claiming={claiming}
          />
        ))}
      </ul>
      <a href={`${localizedPath('/member', locale)}?page=missionLeaderboard`}>{messages['reward.missionsOpen']}</a>
    </section>
  );
}
