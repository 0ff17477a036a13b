/** One mission: its title, a progress bar with "x of y", its reward, and its Claim button (or why it cannot be claimed). */
import { useId } from 'react';
import type { MissionState } from '../../../lib/missions/mission-calls.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { MemberMessages } from '../messages.ts';
import { missionTitle, progressText } from './mission-text.ts';
import type { useMissionClaim } from './use-mission-claim.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  currencySymbol: string;
  mission: MissionState;
  claiming: ReturnType<typeof useMissionClaim>;
}

export default function MissionCard({ locale, messages, currencySymbol, mission, claiming }: Props) {
  const titleId = useId();
  const title = missionTitle(mission, messages, locale, currencySymbol);
  const progress = progressText(mission, messages, locale, currencySymbol);
  const money = (minor: string) => formatMoney(minor, locale, currencySymbol);
  const pending = claiming.pendingId === mission.id;
  const paid = claiming.paid?.id === mission.id ? claiming.paid.minor : null;
  const error = claiming.error?.id === mission.id ? claiming.error.text : null;
  return (
    <li className="card mission-card" aria-labelledby={titleId}>
      <div className="mission-head">
        <h4 id={titleId}>{title}</h4>
        <span className="mission-reward">
          <span className="form-note">{messages['mission.reward']}</span> <strong>{money(mission.rewardMinor)}</strong>
        </span>
      </div>
      <div
        className="turnover-bar"
        role="progressbar"
        aria-label={`${messages['mission.progress']}: ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.percent}
        aria-valuetext={progress}
      >
        <div
          className={`turnover-bar-fill${mission.done ? ' turnover-bar-fill--complete' : ''}`}
          style={{ width: `${mission.percent}%` }}
        />
      </div>
      <div className="mission-foot">
        <span className="form-note">{progress}</span>
        {mission.claimed ? (
          <span className="badge mission-claimed">{messages['mission.claimed']}</span>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={!mission.claimable || pending}
            onClick={() => void claiming.claim(mission.id)}
          >
            {pending
              ? messages['mission.claiming']
              : mission.done
                ? messages['mission.claim']
                : messages['mission.inProgress']}
          </button>
        )}
      </div>
      {paid && (
        <p className="form-note form-done" role="status">
          {format(messages['mission.paid'], { amount: money(paid) })}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
