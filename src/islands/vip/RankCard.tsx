/**
 * The member's rank on /vip: the level and its name (the same as member info's clubLabel), this month's deposits
 * and turnover with a bar each towards the next level (either one reaching it moves the member up), today's
 * withdrawal allowance at this level, and the upgrade bonuses received.
 */
import { formatDateTime } from '../../lib/format/datetime.ts';
import { formatCount } from '../../lib/format/number.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { VipStateAnswer } from '../../lib/vip/vip-calls.ts';
import { monthText, moneyText, type VipMessages } from './vip-text.ts';

interface Props {
  locale: Locale;
  messages: VipMessages;
  state: VipStateAnswer;
}

/** Above this level customer service opens the VIP channel (spec 6; src/lib/support/service-entry.ts). */
const VIP_SERVICE_ABOVE = 4;

interface BarProps {
  label: string;
  done: string;
  needed: string;
  percent: number;
  missing: string;
  locale: Locale;
  messages: VipMessages;
  symbol: string;
}

function ProgressBar({ label, done, needed, percent, missing, locale, messages, symbol }: BarProps) {
  return (
    <div className="vip-bar">
      <div className="vip-bar-head">
        <span>{label}</span>
        <span>
          {format(messages['vip.progress.bar']!, {
            done: moneyText(done, locale, symbol),
            needed: moneyText(needed, locale, symbol),
          })}
        </span>
      </div>
      <progress max={100} value={percent} aria-label={label} />
      <p className="form-note">
        {format(messages['vip.progress.missing']!, { amount: moneyText(missing, locale, symbol) })}
      </p>
    </div>
  );
}

export default function RankCard({ locale, messages, state }: Props) {
  const symbol = state.currencySymbol;
  const nextRank = state.next ? state.ranks.find((r) => r.level === state.next!.level) : undefined;
  const bar = (key: 'deposit' | 'turnover') => {
    if (!state.next || !nextRank) return null;
    const label = messages[key === 'deposit' ? 'vip.rank.deposits' : 'vip.rank.turnover']!;
    return (
      <ProgressBar
        label={label}
        done={key === 'deposit' ? state.depositMinor : state.turnoverMinor}
        needed={key === 'deposit' ? nextRank.depositMinor : nextRank.turnoverMinor}
        percent={key === 'deposit' ? state.next.depositPercent : state.next.turnoverPercent}
        missing={key === 'deposit' ? state.next.depositMissingMinor : state.next.turnoverMissingMinor}
        locale={locale}
        messages={messages}
        symbol={symbol}
      />
    );
  };
  const w = state.withdrawals;
  return (
    <>
      <section className="card vip-card vip-rank" aria-labelledby="vip-rank-title">
        <h2 id="vip-rank-title">{messages['vip.rank.title']}</h2>
        <p className="vip-rank-name" aria-live="polite">
          <span className="vip-badge">
            {format(messages['vip.rank.level']!, { level: formatCount(state.rankLevel, locale) })}
          </span>
          <strong>{state.labelName}</strong>
        </p>
        <p className="form-note">
          {format(messages['vip.rank.month']!, {
            month: monthText(state.month, locale),
            end: formatDateTime(state.monthEndsAt, locale),
          })}
        </p>
        <dl className="vip-totals">
          <div>
            <dt>{messages['vip.rank.deposits']}</dt>
            <dd>{moneyText(state.depositMinor, locale, symbol)}</dd>
          </div>
          <div>
            <dt>{messages['vip.rank.turnover']}</dt>
            <dd>{moneyText(state.turnoverMinor, locale, symbol)}</dd>
          </div>
        </dl>
      </section>
      <section className="card vip-card vip-progress" aria-labelledby="vip-progress-title">
        {state.next ? (
          <>
            <h2 id="vip-progress-title">{format(messages['vip.progress.title']!, { name: state.next.name })}</h2>
            <p className="form-note">{messages['vip.progress.either']}</p>
            {bar('deposit')}
            {bar('turnover')}
          </>
        ) : (
          <>
            <h2 id="vip-progress-title">{messages['vip.benefits.title']}</h2>
            <p role="status">{messages['vip.progress.top']}</p>
          </>
        )}
      </section>
      <section className="card vip-card vip-benefits" aria-labelledby="vip-benefits-title">
        <h2 id="vip-benefits-title">{messages['vip.benefits.title']}</h2>
        <ul className="vip-list">
          <li>
            {format(messages['vip.benefits.withdraw']!, {
              used: moneyText(w.usedMinor, locale, symbol),
              limit: moneyText(w.dailyMinor, locale, symbol),
              count: formatCount(w.usedCount, locale),
              max: formatCount(w.dailyCount, locale),
            })}
          </li>
          {state.rankLevel > VIP_SERVICE_ABOVE && <li>{messages['vip.benefits.service']}</li>}
        </ul>
        <h3>{messages['vip.upgrades.title']}</h3>
        {state.upgrades.length ? (
          <ul className="vip-list">
            {state.upgrades.map((u) => (
              <li key={u.level}>
                {format(messages['vip.upgrades.line']!, {
                  level: formatCount(u.level, locale),
                  amount: moneyText(u.bonusMinor, locale, symbol),
                  date: formatDateTime(u.createdAt, locale),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="form-note">{messages['vip.upgrades.none']}</p>
        )}
      </section>
    </>
  );
}
