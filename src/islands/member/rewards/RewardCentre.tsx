/**
 * The reward centre (rewardCenter): everything a member can collect in one place — the locked bonus with its
 * wagering bar (as on the withdraw page), today's cashback with the same Claim as the cashback page (absent when
 * cashback is switched off), completed missions not claimed yet, and what was received: bonus credits and
 * releases, cashback and mission rewards.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rewardsQuery } from '../../../lib/rebates/rebate-queries.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { localizedPath } from '../../../lib/i18n/locales.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';
import BonusBar from '../withdraw/BonusBar.tsx';
import ClaimPanel from '../rebate/ClaimPanel.tsx';
import { playerDayText } from '../rebate/day-text.ts';
import RafflePrizes, { type RafflePaid } from './RafflePrizes.tsx';
import RewardMissions from '../missions/RewardMissions.tsx';
import PointsLink from '../../points/PointsLink.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The slug of a bonus bought in the point mall (platform/modules/promotions/bonuses.ts). */
const POINT_MALL_BONUS = 'point-mall';

export default function RewardCentre({ locale, messages }: SectionProps) {
  const { data, isPending, isError, refetch } = useQuery(rewardsQuery());
  const [rafflePaid, setRafflePaid] = useState<RafflePaid | null>(null);
  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  const money = (minor: string | bigint) => formatMoney(minor, locale, data.currencySymbol);
  return (
    <div className="rewards">
      <p className="form-note">{messages['reward.lead']}</p>
      <section className="card reward-card" aria-labelledby="reward-bonuses">
        <h3 id="reward-bonuses">{messages['reward.bonuses']}</h3>
        {data.bonuses.length === 0 ? (
          <p className="form-note">
            {messages['reward.noBonus']}{' '}
            <a href={localizedPath('/promotions', locale)}>{messages['reward.promotions']}</a>
          </p>
        ) : (
          data.bonuses.map((bonus) => (
            <BonusBar
              key={bonus.slug}
              locale={locale}
              messages={messages}
              bonus={bonus}
              money={money}
              name={bonus.slug === POINT_MALL_BONUS ? messages['reward.pointMallBonus'] : undefined}
            />
          ))
        )}
      </section>
      {data.cashback && (
        <section className="card reward-card" aria-labelledby="reward-cashback">
          <h3 id="reward-cashback">{messages['reward.cashback']}</h3>
          <ClaimPanel
            locale={locale}
            messages={messages}
            currencySymbol={data.currencySymbol}
            totalMinor={data.cashback.totalMinor}
            since={data.cashback.since}
            categories={data.cashback.categories}
            compact
          />
          <a href={`${localizedPath('/member', locale)}?page=manualRebate`}>{messages['reward.cashbackOpen']}</a>
        </section>
      )}
      {(data.rafflePrizes.length > 0 || rafflePaid) && (
        <RafflePrizes
          locale={locale}
          messages={messages}
          prizes={data.rafflePrizes}
          money={money}
          paid={rafflePaid}
          onPaid={setRafflePaid}
        />
      )}
      {data.missions.length > 0 && (
        <RewardMissions
          locale={locale}
          messages={messages}
          currencySymbol={data.currencySymbol}
          missions={data.missions}
        />
      )}
      <PointsLink
        locale={locale}
        member
        heading="h3"
        className="card reward-card"
        texts={{
          title: messages['reward.points'],
          value: messages['reward.pointsValue'],
          open: messages['reward.pointMallOpen'],
        }}
      />
      <section className="reward-history" aria-labelledby="reward-history">
        <h3 id="reward-history">{messages['reward.history']}</h3>
        {data.history.length === 0 ? (
          <p className="card">{messages['reward.historyEmpty']}</p>
        ) : (
          <ul className="reward-list">
            {data.history.map((row) => (
              <li key={`${row.createdAt}-${row.kind}-${row.amountMinor}`} className="card">
                <span>
                  <strong>{messages[`reward.kind.${row.kind}`]}</strong>
                  {row.detail === POINT_MALL_BONUS && row.kind !== 'points_bonus' && (
                    <span className="record-detail">{messages['reward.pointMallBonus']}</span>
                  )}
                  {row.detail && DAY.test(row.detail) && (
                    <span className="record-detail">
                      {messages['rebate.day']}: {playerDayText(row.detail, locale)}
                    </span>
                  )}
                  <time className="record-detail" dateTime={row.createdAt}>
                    {formatDateTime(row.createdAt, locale)}
                  </time>
                </span>
                <strong className="money-in">{money(row.amountMinor)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
