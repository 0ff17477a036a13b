/**
 * The reward centre's raffle prizes: each prize the member won and has not been paid yet, with its Claim (the
 * raffle promotion claim, paid once however often it is sent) and the time it is paid automatically otherwise.
 * What a claim paid is held by the reward centre, not here: once the last prize is paid the list is empty, and
 * the section stays to say so rather than vanishing with its own confirmation.
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

/** The last claim's confirmation, and the raffle it was for (the section's link once no prize is left). */
export interface RafflePaid {
  text: string;
  slug: string;
}

interface Props {
  locale: Locale;
  messages: MemberMessages;
  prizes: readonly ClaimablePrize[];
  money: (minor: string) => string;
  paid: RafflePaid | null;
  onPaid: (paid: RafflePaid | null) => void;
}

export default function RafflePrizes({ locale, messages, prizes, money, paid, onPaid }: Props) {
  const queries = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const claim = async (prize: ClaimablePrize) => {
    if (pending) return;
    setPending(true);
    setError(null);
    onPaid(null);
    try {
      const answer = await sendRaffleClaim(prize.round, prize.ticket);
      onPaid({
        text: format(messages['reward.raffleClaimed'], { amount: money(answer.amountMinor) }),
        slug: prize.slug,
      });
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
      {prizes.length > 0 && (
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
      )}
      {paid && (
        <p className="form-note form-done" role="status">
          {paid.text}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <a href={`${localizedPath('/promoDetail', locale)}?id=${prizes[0]?.slug ?? paid?.slug ?? ''}`}>
        {messages['reward.raffleOpen']}
      </a>
    </section>
  );
}
