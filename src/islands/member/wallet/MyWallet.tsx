/** My wallet (transferFund): the main wallet, each game vendor's wallet, moves between them and "all back to main". */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/api/query-client.ts';
import { fundsQuery } from '../../../lib/money/wallet-queries.ts';
import { moveFunds, type Funds } from '../../../lib/money/wallet-calls.ts';
import { amountInput, formatMoney } from '../../../lib/format/money.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { useMoneyAction } from '../use-money-action.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';

function VendorRow({
  vendor,
  funds,
  locale,
  messages,
}: SectionProps & { vendor: Funds['vendors'][number]; funds: Funds }) {
  const [amount, setAmount] = useState('');
  const action = useMoneyAction(messages);
  const move = (direction: 'in' | 'out') => {
    const value = amountInput(amount);
    if (!value) {
      action.setError(amount.trim() ? messages['money.invalidAmount'] : messages['money.required']);
      return;
    }
    void action
      .run(
        `${direction}:${value}`,
        (requestId) => moveFunds({ direction, vassalage: vendor.vassalage, amount: value, requestId }),
        messages['wallet.moved'],
      )
      .then((result) => {
        if (!result) return;
        queryClient.setQueryData(fundsQuery().queryKey, result);
        setAmount('');
      });
  };
  return (
    <li className="wallet-vendor">
      <div className="wallet-vendor-head">
        <span>{vendor.name}</span>
        <strong>{formatMoney(vendor.amountMinor, locale, funds.currencySymbol)}</strong>
      </div>
      <div className="form-row">
        <input
          aria-label={format(messages['wallet.vendorAmount'], { vendor: vendor.name })}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          maxLength={16}
        />
        <button type="button" className="button" disabled={action.pending} onClick={() => move('in')}>
          {messages['wallet.in']}
        </button>
        <button type="button" className="button" disabled={action.pending} onClick={() => move('out')}>
          {messages['wallet.out']}
        </button>
      </div>
      {action.error && (
        <p className="form-error" role="alert">
          {action.error}
        </p>
      )}
      {action.done && (
        <p className="form-note" role="status">
          {action.done}
        </p>
      )}
    </li>
  );
}

export default function MyWallet({ locale, messages }: SectionProps) {
  const { data, isPending, isError, refetch } = useQuery(fundsQuery());
  const allBack = useMoneyAction(messages);
  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  const money = (minor: string) => formatMoney(minor, locale, data.currencySymbol);
  return (
    <div className="account-form wallet">
      <dl className="wallet-summary">
        <div>
          <dt>{messages['wallet.total']}</dt>
          <dd>{money(data.totalMinor)}</dd>
        </div>
        <div>
          <dt>{messages['wallet.main']}</dt>
          <dd>{money(data.main.amountMinor)}</dd>
        </div>
        <div>
          <dt>{messages['wallet.held']}</dt>
          <dd>{money(data.main.heldMinor)}</dd>
        </div>
        <div>
          <dt>{messages['wallet.available']}</dt>
          <dd>{money(data.main.availableMinor)}</dd>
        </div>
      </dl>
      {/* Seamless vendors' games play the main wallet: only transfer-mode vendors have a wallet to fill. */}
      {data.vendors.length === 0 ? (
        <p className="form-note">{messages['wallet.seamlessOnly']}</p>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={allBack.pending}
            onClick={() =>
              void allBack
                .run('allBack', (requestId) => moveFunds({ direction: 'allBack', requestId }), messages['wallet.moved'])
                .then((result) => {
                  if (result) queryClient.setQueryData(fundsQuery().queryKey, result);
                })
            }
          >
            {allBack.pending ? messages['money.pending'] : messages['wallet.allBack']}
          </button>
          {allBack.error && (
            <p className="form-error" role="alert">
              {allBack.error}
            </p>
          )}
          {allBack.done && (
            <p className="form-note" role="status">
              {allBack.done}
            </p>
          )}
          <h3>{messages['wallet.vendors']}</h3>
          <ul className="wallet-vendors">
            {data.vendors.map((vendor) => (
              <VendorRow key={vendor.vassalage} vendor={vendor} funds={data} locale={locale} messages={messages} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
