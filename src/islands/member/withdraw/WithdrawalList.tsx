/** The player's withdrawals with their statuses; a paid one offers received / not received / full payment. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/api/query-client.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { confirmWithdrawal, type Withdrawal, type WithdrawalRules } from '../../../lib/money/withdrawal-calls.ts';
import { withdrawalsQuery } from '../../../lib/money/withdrawal-queries.ts';
import { $wallet } from '../../../lib/stores/wallet.ts';
import { moneyErrorText } from '../money-error.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { MemberMessages } from '../messages.ts';
import NotReceivedForm from './NotReceivedForm.tsx';
import { withMinutes } from './minutes-text.ts';
import { formatCount } from '../../../lib/format/number.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  rules: WithdrawalRules;
}

export default function WithdrawalList({ locale, messages, rules }: Props) {
  const { data, isPending, isError, refetch } = useQuery(withdrawalsQuery());
  return (
    <section aria-labelledby="withdraw-history">
      <h3 id="withdraw-history">{messages['withdraw.history']}</h3>
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        <LoadFailed messages={messages} retry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <p>{messages['withdraw.none']}</p>
      ) : (
        <ul className="withdraw-list">
          {data.items.map((w) => (
            <Item key={w.id} item={w} locale={locale} messages={messages} rules={rules} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Item({ item, locale, messages, rules }: { item: Withdrawal } & Props) {
  const { currencySymbol } = useStore($wallet);
  const [reporting, setReporting] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = format(messages['withdraw.order'], { id: item.id });

  const answer = async (confirmation: 'received' | 'full_payment') => {
    setPending(true);
    setError(null);
    try {
      await confirmWithdrawal(item.id, confirmation);
      await queryClient.invalidateQueries({ queryKey: withdrawalsQuery().queryKey });
    } catch (caught) {
      setError(moneyErrorText(caught, messages));
    } finally {
      setPending(false);
    }
  };

  return (
    <li className="card withdraw-item" aria-label={title}>
      <p>
        <strong>{title}</strong> {formatMoney(item.amountMinor, locale, currencySymbol)}{' '}
        <span className={`withdraw-status withdraw-status--${item.status}`}>
          {messages[`withdraw.status.${item.status}`]}
        </span>
        {item.confirmation && (
          <>
            {' · '}
            {messages[`withdraw.confirmation.${item.confirmation}`]}
            {item.confirmedBy === 'timeout' && ` ${messages['withdraw.confirmedBy.timeout']}`}
            {item.confirmedBy === 'forced' && ` ${messages['withdraw.confirmedBy.forced']}`}
          </>
        )}
      </p>
      {item.reason && <p>{format(messages['withdraw.reason'], { reason: item.reason })}</p>}
      {item.proofCount > 0 && (
        <p>{format(messages['withdraw.proofCount'], { count: formatCount(item.proofCount, locale) })}</p>
      )}
      {item.canConfirm && (
        <div className="withdraw-confirm">
          {item.confirmation === null && (
            <p className="form-note">{withMinutes(messages['withdraw.confirmHint'], rules.confirmMinutes, locale)}</p>
          )}
          <div className="form-row">
            <button type="button" className="button" disabled={pending} onClick={() => void answer('received')}>
              {messages['withdraw.received']}
            </button>
            <button type="button" className="button" disabled={pending} onClick={() => void answer('full_payment')}>
              {messages['withdraw.fullPayment']}
            </button>
            <button
              type="button"
              className="button"
              disabled={pending}
              aria-expanded={reporting}
              onClick={() => setReporting(!reporting)}
            >
              {messages['withdraw.notReceived']}
            </button>
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {reporting && <NotReceivedForm id={item.id} messages={messages} onDone={() => setReporting(false)} />}
        </div>
      )}
    </li>
  );
}
