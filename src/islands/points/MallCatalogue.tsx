/**
 * The point mall's catalogue: every item with its cost, value and stock. Guests see it all; redeeming asks a guest
 * to log in and a trial account to register (spec 4 login gate), and a member for the payment password.
 */
import { useRef, useState, type FormEvent } from 'react';
import TextField from '../common/TextField.tsx';
import { loginGate } from '../../lib/auth/login-gate.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { newRequestId } from '../../lib/money/request-id.ts';
import { sendRedeemItem, type MallItem } from '../../lib/points/points-calls.ts';
import { refreshBalance } from '../../lib/stores/wallet.ts';
import { errorText, moneyText, pointsText, type PointsMessages } from './points-text.ts';

interface Props {
  locale: Locale;
  messages: PointsMessages;
  items: MallItem[];
  symbol: string;
  onDone: () => void;
}

export default function MallCatalogue({ locale, messages, items, symbol, onDone }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const key = useRef<{ id: string; item: number } | null>(null);

  const choose = (item: MallItem) => {
    if (!loginGate()) return;
    setOpen(item.id);
    setPassword('');
    setFieldError(null);
    setError(null);
    setDone(null);
  };

  const redeem = async (event: FormEvent, item: MallItem) => {
    event.preventDefault();
    if (pending) return;
    if (!password.trim()) {
      setFieldError(messages['points.required']!);
      return;
    }
    setFieldError(null);
    setError(null);
    if (key.current?.item !== item.id) key.current = { id: newRequestId(), item: item.id };
    setPending(true);
    try {
      const result = await sendRedeemItem({
        itemId: item.id,
        paymentPassword: password.trim(),
        requestId: key.current.id,
      });
      key.current = null;
      setOpen(null);
      setPassword('');
      // A bonus is locked money, not cash: say so, and where its wagering is shown.
      setDone(
        result.order.kind === 'bonus'
          ? format(messages['points.mall.doneBonus']!, {
              name: result.order.name,
              amount: moneyText(result.order.valueMinor, locale, symbol),
            })
          : format(messages['points.mall.done']!, { name: result.order.name }),
      );
      void refreshBalance();
      onDone();
    } catch (caught) {
      setError(errorText(caught, messages));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card points-card" aria-labelledby="points-mall-title">
      <h2 id="points-mall-title">{messages['points.mall.title']}</h2>
      {done && (
        <p className="form-note" role="status">
          {done}
        </p>
      )}
      {!items.length && <p className="form-note">{messages['points.mall.empty']}</p>}
      <ul className="mall-items">
        {items.map((item) => (
          <li key={item.id} className="mall-item" aria-labelledby={`mall-item-${item.id}`}>
            <p className="mall-kind">{messages[`points.kind.${item.kind}`]}</p>
            <h3 id={`mall-item-${item.id}`}>{item.name}</h3>
            <p className="mall-cost">
              {format(messages['points.mall.cost']!, { points: pointsText(item.pointsCost, locale) })}
            </p>
            {item.kind !== 'physical' && (
              <p className="form-note">
                {format(messages['points.mall.value']!, { amount: moneyText(item.valueMinor, locale, symbol) })}
              </p>
            )}
            {item.stock !== null && (
              <p className="form-note">
                {item.available
                  ? format(messages['points.mall.stock']!, { count: pointsText(String(item.stock), locale) })
                  : messages['points.mall.soldOut']}
              </p>
            )}
            {open === item.id ? (
              <form
                className="account-form"
                onSubmit={(event) => void redeem(event, item)}
                noValidate
                aria-busy={pending}
              >
                <TextField
                  label={messages['points.paymentPassword']!}
                  type="password"
                  value={password}
                  onChange={setPassword}
                  error={fieldError}
                  inputMode="numeric"
                  maxLength={12}
                  autoComplete="off"
                />
                {error && (
                  <p className="form-error" role="alert">
                    {error}
                  </p>
                )}
                <div className="mall-actions">
                  <button type="submit" className="button button--primary" disabled={pending}>
                    {pending ? messages['points.pending'] : messages['points.mall.confirm']}
                  </button>
                  <button type="button" className="button" onClick={() => setOpen(null)}>
                    {messages['points.mall.cancel']}
                  </button>
                </div>
              </form>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={!item.available}
                aria-label={`${messages['points.mall.redeem']}: ${item.name}`}
                onClick={() => choose(item)}
              >
                {messages['points.mall.redeem']}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
