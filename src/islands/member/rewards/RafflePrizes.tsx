/**
 * The reward centre's raffle prizes: each prize the member won and has not been paid yet, with its Claim (the
 * raffle promotion claim, paid once however often it is sent) and the time it is paid automatically otherwise.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sendRaffleClaim, type ClaimablePrize } from '../../../lib/promotions/raffle-calls.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { localizedPath, type Locale } from '../../../lib/i18n/locales.ts';
import { refreshBalance } from '../../../lib/stores/wallet.ts';
import { moneyErrorText } from '../money-error.ts';
import type { MemberMessages } from '../messages.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  prizes: readonly ClaimablePrize[];
  money: (minor: string) => string;
}

export default function RafflePrizes({ locale, messages, prizes, money }: Props) {
  const queries = useQueryClient();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const claim = async (prize: ClaimablePrize) => {
    if (pending) return;
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const paid = await sendRaffleClaim(prize.round, prize.ticket);
      setDone(format(messages['reward.raffleClaimed'], { amount: money(paid.amountMinor) }));
      void refreshBalance();
    } catch (caught) {
      setError(moneyErrorText(caught, messages));
    } finally {
      setPending(false);
      await queries.invalidateQueries({ queryKey: ['rewards'] });
    }
  };

  const count = (n: number) => formatCount(n, locale);
  return (
    <section className="card reward-card" aria-labelledby="reward-raffle">
      <h3 id="reward-raffle">{messages['reward.raffle']}</h3>
      <ul className="reward-list">
        {prizes.map((prize) => (
          <li key={`${prize.round}-${prize.ticket}`}>
            <span>
              <strong>
                {format(messages['reward.raffleLine'], {
                  round: count(prize.round),
                  ticket: count(prize.ticket),
                  place: count(prize.place),
                })}
              </strong>
              {prize.claimUntil && (
                <span className="record-detail">
                  {format(messages['reward.raffleUntil'], { time: formatDateTime(prize.claimUntil, locale) })}
                </span>
              )}
            </span>
            <button
              type="button"
              className="button button--primary"
              disabled={pending}
              onClick={() => void claim(prize)}
            >
              {format(messages['reward.raffleClaim'], { amount: money(prize.amountMinor) })}
            </button>
          </li>
        ))}
      </ul>
      {done && (
        <p className="form-note form-done" role="status">
          {done}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <a href={`${localizedPath('/promoDetail', locale)}?id=${prizes[0]?.slug ?? ''}`}>
        {messages['reward.raffleOpen']}
      </a>
    </section>
  );
}
