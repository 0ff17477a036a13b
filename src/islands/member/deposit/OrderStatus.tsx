/** A deposit order back from the gateway: its status as the platform reports it, asked again until it is final. */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { queryClient } from '../../../lib/api/query-client.ts';
import { depositOrderQuery } from '../../../lib/deposit/deposit-queries.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { $wallet, refreshBalance } from '../../../lib/stores/wallet.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';

export default function OrderStatus({
  orderId,
  locale,
  messages,
  onAgain,
}: SectionProps & { orderId: string; onAgain: () => void }) {
  const { data, isPending, isError, refetch } = useQuery(depositOrderQuery(orderId));
  const status = data?.status;
  // Followed, not read once: the symbol arrives with the wallet, which may load after the order does.
  const { currencySymbol } = useStore($wallet);

  useEffect(() => {
    // The header balance follows the platform's word, not ours: refreshed once the order is paid.
    if (status === 'paid') {
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    }
  }, [status]);

  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  const amount = formatMoney(data.amountMinor, locale, currencySymbol);
  const text = {
    pending: messages['deposit.status.pending'],
    paid: format(messages['deposit.status.paid'], { amount }),
    failed: messages['deposit.status.failed'],
    expired: messages['deposit.status.expired'],
  }[data.status];
  return (
    <section className="account-form deposit-order" aria-labelledby="deposit-order-title">
      <h3 id="deposit-order-title">{messages['deposit.statusTitle']}</h3>
      <dl className="wallet-summary">
        <div>
          <dt>{messages['deposit.order']}</dt>
          <dd>{data.orderId}</dd>
        </div>
        <div>
          <dt>{messages['money.amount']}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      <p
        className={data.status === 'failed' || data.status === 'expired' ? 'form-error' : 'form-note'}
        role="status"
        aria-live="polite"
        data-status={data.status}
      >
        {text}
      </p>
      {data.status === 'pending' && data.payUrl && (
        <p>
          <a className="button" href={data.payUrl}>
            {messages['deposit.payNow']}
          </a>
        </p>
      )}
      {data.status !== 'pending' && (
        <button type="button" className="button button--primary" onClick={onAgain}>
          {messages['deposit.again']}
        </button>
      )}
    </section>
  );
}
