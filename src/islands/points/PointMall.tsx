/**
 * /pointMall (issue 17): the earning rates and the catalogue for everyone; for a member also their points, the
 * conversion to money, their redemptions and the points record. A guest is asked to log in; a trial account is
 * told to register a real one (spec 8: in_need_true_account). Drawn as a guest on the server (the session lives
 * in the browser only).
 */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { localDigits } from '../../lib/format/rules.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import {
  fetchMallItems,
  fetchMallOrders,
  fetchPointsBalance,
  fetchPointsConfig,
  type MallItem,
  type MallOrder,
  type PointsConfig,
} from '../../lib/points/points-calls.ts';
import { $loginState } from '../../lib/stores/session.ts';
import { openModal } from '../../lib/stores/modal.ts';
import { $wallet } from '../../lib/stores/wallet.ts';
import { useHydratedStore } from '../../lib/stores/use-hydrated-store.ts';
import ConvertForm from './ConvertForm.tsx';
import MallCatalogue from './MallCatalogue.tsx';
import MallOrders from './MallOrders.tsx';
import PointsRecord from './PointsRecord.tsx';
import { errorText, moneyText, pointsText, type PointsMessages } from './points-text.ts';

interface Props {
  locale: Locale;
  messages: PointsMessages;
}

const GUEST = { isLogin: false, isTrial: false, isAgent: false };

type Balance = { points: string; convertibleMinor: string };

export default function PointMall({ locale, messages }: Props) {
  const login = useHydratedStore($loginState, GUEST);
  const member = login.isLogin && !login.isTrial;
  const walletSymbol = useStore($wallet).currencySymbol;
  const [config, setConfig] = useState<PointsConfig | null>(null);
  const [items, setItems] = useState<MallItem[] | null>(null);
  const [balance, setBalance] = useState<Balance | null>(null);
  const [orders, setOrders] = useState<MallOrder[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Bumped after a convert or a redeem: everything that shows points is read again.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  // A guest has no wallet: the merchant's symbol comes with the config.
  const symbol = walletSymbol || config?.currencySymbol || '';

  useEffect(() => {
    let live = true;
    Promise.all([fetchPointsConfig(), fetchMallItems()]).then(
      ([c, m]) => {
        if (!live) return;
        setConfig(c);
        setItems(m.items);
      },
      (caught: unknown) => live && setError(errorText(caught, messages)),
    );
    return () => {
      live = false;
    };
  }, [version, messages]);

  useEffect(() => {
    if (!member) {
      setBalance(null);
      setOrders([]);
      return;
    }
    let live = true;
    Promise.all([fetchPointsBalance(), fetchMallOrders()]).then(
      ([b, o]) => {
        if (!live) return;
        setBalance(b);
        setOrders(o.items);
      },
      (caught: unknown) => live && setError(errorText(caught, messages)),
    );
    return () => {
      live = false;
    };
  }, [member, version, messages]);

  return (
    <div className="point-mall">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {member ? (
        <section
          className="card points-card points-balance"
          aria-labelledby="points-balance-title"
          aria-busy={!balance}
        >
          <h2 id="points-balance-title">{messages['points.balance.title']}</h2>
          {balance && (
            <>
              <p className="points-total" aria-live="polite">
                {format(messages['points.balance.value']!, { points: pointsText(balance.points, locale) })}
              </p>
              <p className="form-note">
                {format(messages['points.balance.convertible']!, {
                  amount: moneyText(balance.convertibleMinor, locale, symbol),
                })}
              </p>
            </>
          )}
        </section>
      ) : (
        <section className="card points-card points-balance" aria-labelledby="points-balance-title">
          <h2 id="points-balance-title">{messages['points.balance.title']}</h2>
          {login.isTrial ? (
            <p role="status">{messages['auth.trial.message']}</p>
          ) : (
            <>
              <p>{messages['points.login']}</p>
              <button type="button" className="button button--primary" onClick={() => openModal('login')}>
                {messages['points.loginButton']}
              </button>
            </>
          )}
        </section>
      )}
      {config && (
        <section className="card points-card" aria-labelledby="points-rates-title">
          <h2 id="points-rates-title">{messages['points.rates.title']}</h2>
          <ul className="points-rates">
            {config.rates.map((rate) => (
              <li key={rate.category}>
                {format(messages['points.rates.line']!, {
                  category: messages[`points.category.${rate.category}`] ?? rate.category,
                  rate: localDigits(rate.rate, locale),
                  unit: `${symbol}${localDigits(config.rateUnit, locale)}`,
                })}
              </li>
            ))}
          </ul>
          <p className="form-note">{messages['points.rates.note']}</p>
        </section>
      )}
      {member && config && (
        <ConvertForm locale={locale} messages={messages} config={config} symbol={symbol} onDone={changed} />
      )}
      {items && <MallCatalogue locale={locale} messages={messages} items={items} symbol={symbol} onDone={changed} />}
      {member && <MallOrders locale={locale} messages={messages} orders={orders} />}
      {member && <PointsRecord locale={locale} messages={messages} symbol={symbol} version={version} />}
    </div>
  );
}
