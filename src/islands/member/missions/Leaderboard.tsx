/** The mission leaderboard of today or this week: members by missions completed, names masked, the member's own rank. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { missionLeaderboardQuery } from '../../../lib/missions/mission-queries.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { MemberMessages } from '../messages.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
}

const PERIODS = ['daily', 'weekly'] as const;

export default function Leaderboard({ locale, messages }: Props) {
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('weekly');
  const { data, isPending, isError, refetch } = useQuery(missionLeaderboardQuery(period));
  return (
    <section className="mission-board" aria-labelledby="mission-board-title">
      <div className="mission-group-head">
        <h3 id="mission-board-title">{messages['mission.leaderboard']}</h3>
        <div className="mission-board-periods">
          {PERIODS.map((p) => (
            <button key={p} type="button" className="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {messages[`mission.board.${p}`]}
            </button>
          ))}
        </div>
      </div>
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        <LoadFailed messages={messages} retry={() => void refetch()} />
      ) : (
        <>
          {data.rows.length === 0 ? (
            <p className="card">{messages['mission.board.empty']}</p>
          ) : (
            <div className="table-scroll">
              <table className="records-table mission-board-table">
                <thead>
                  <tr>
                    <th scope="col">{messages['mission.board.rank']}</th>
                    <th scope="col">{messages['mission.board.name']}</th>
                    <th scope="col" className="num">
                      {messages['mission.board.missions']}
                    </th>
                    <th scope="col" className="num">
                      {messages['mission.board.reward']}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.rank} className={row.me ? 'mission-board-me' : undefined}>
                      <td>{formatCount(row.rank, locale)}</td>
                      <th scope="row">
                        {row.name}
                        {row.me && ` (${messages['mission.board.you']})`}
                      </th>
                      <td className="num">{formatCount(row.missions, locale)}</td>
                      <td className="num">{formatMoney(row.rewardMinor, locale, data.currencySymbol)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {/* Below the top rows, so a member outside them still sees their own place. */}
          <p className="form-note">
            {data.mine.rank === null
              ? messages['mission.board.unranked']
              : format(messages['mission.board.mine'], {
                  rank: formatCount(data.mine.rank, locale),
                  missions: formatCount(data.mine.missions, locale),
                  amount: formatMoney(data.mine.rewardMinor, locale, data.currencySymbol),
                })}
          </p>
        </>
      )}
    </section>
  );
}
