/** The ladder on /vip: every level with what reaches it in a month and its benefits; the member's level marked. */
import { formatCount } from '../../lib/format/number.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { VipLadderAnswer } from '../../lib/vip/vip-calls.ts';
import { moneyText, ratePercent, type VipMessages } from './vip-text.ts';

interface Props {
  locale: Locale;
  messages: VipMessages;
  ladder: VipLadderAnswer;
  /** The member's level, or null for a guest. */
  current: number | null;
}

export default function VipLadderTable({ locale, messages, ladder, current }: Props) {
  const symbol = ladder.currencySymbol;
  const none = messages['vip.ladder.none']!;
  const money = (minor: string) => (BigInt(minor) > 0n ? moneyText(minor, locale, symbol) : none);
  return (
    <section className="card vip-card vip-ladder" aria-labelledby="vip-ladder-title">
      <h2 id="vip-ladder-title">{messages['vip.ladder.title']}</h2>
      {/* Above the scrolling table, not its caption: a caption is as wide as the table and a phone would cut it. */}
      <p className="form-note" id="vip-ladder-caption">
        {messages['vip.ladder.caption']}
      </p>
      <div className="table-scroll">
        <table aria-describedby="vip-ladder-caption">
          <thead>
            <tr>
              <th scope="col">{messages['vip.ladder.level']}</th>
              <th scope="col">{messages['vip.ladder.deposit']}</th>
              <th scope="col">{messages['vip.ladder.turnover']}</th>
              <th scope="col">{messages['vip.ladder.bonus']}</th>
              <th scope="col">{messages['vip.ladder.cashback']}</th>
              <th scope="col">{messages['vip.ladder.withdraw']}</th>
            </tr>
          </thead>
          <tbody>
            {ladder.ranks.map((rank) => (
              <tr key={rank.level} aria-current={rank.level === current ? 'true' : undefined}>
                <th scope="row">
                  {formatCount(rank.level, locale)} · {rank.name}
                  {rank.level === current && <span className="vip-you"> ({messages['vip.ladder.current']})</span>}
                </th>
                <td>{money(rank.depositMinor)}</td>
                <td>{money(rank.turnoverMinor)}</td>
                <td>{money(rank.bonusMinor)}</td>
                <td className="vip-cashback">
                  {rank.cashback.length
                    ? rank.cashback.map((c) => `${c.name} ${ratePercent(c.rateBp, locale)}`).join(', ')
                    : none}
                </td>
                <td>
                  {format(messages['vip.ladder.withdrawLine']!, {
                    amount: moneyText(rank.withdrawDailyMinor, locale, symbol),
                    count: formatCount(rank.withdrawDailyCount, locale),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="form-note">{messages['vip.rules.netDeposits']}</p>
      <p className="form-note">{messages['vip.review.note']}</p>
    </section>
  );
}
