/** Converting points to money with the payment password: whole steps of the merchant's unit. Never optimistic. */
import { useRef, useState, type FormEvent } from 'react';
import TextField from '../common/TextField.tsx';
import { format } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { newRequestId } from '../../lib/money/request-id.ts';
import { sendConvertPoints, type PointsConfig } from '../../lib/points/points-calls.ts';
import { refreshBalance } from '../../lib/stores/wallet.ts';
import { errorText, moneyText, pointsText, type PointsMessages } from './points-text.ts';

interface Props {
  locale: Locale;
  messages: PointsMessages;
  config: PointsConfig;
  symbol: string;
  onDone: () => void;
}

export default function ConvertForm({ locale, messages, config, symbol, onDone }: Props) {
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // One key per attempt at the same amount: a retry after a lost answer converts once.
  const key = useRef<{ id: string; input: string } | null>(null);
  const unit = Number(config.unitPoints);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setDone(null);
    setError(null);
    const text = points.trim();
    const found: Record<string, string> = {};
    if (!text) found.points = messages['points.required']!;
    else if (!/^[0-9]{1,12}$/.test(text) || Number(text) === 0 || Number(text) % unit !== 0)
      found.points = format(messages['points.convert.unit']!, { unit: pointsText(config.unitPoints, locale) });
    if (!password.trim()) found.password = messages['points.required']!;
    setErrors(found);
    if (Object.keys(found).length) return;
    if (key.current?.input !== text) key.current = { id: newRequestId(), input: text };
    setPending(true);
    try {
      const result = await sendConvertPoints({
        points: text,
        paymentPassword: password.trim(),
        requestId: key.current.id,
      });
      key.current = null;
      setPoints('');
      setPassword('');
      setDone(
        format(messages['points.convert.done']!, {
          points: pointsText(result.points, locale),
          amount: moneyText(result.amountMinor, locale, symbol),
        }),
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
    <section className="card points-card" aria-labelledby="points-convert-title">
      <h2 id="points-convert-title">{messages['points.convert.title']}</h2>
      <p className="form-note">
        {format(messages['points.convert.ratio']!, {
          points: pointsText(config.unitPoints, locale),
          amount: moneyText(config.unitMinor, locale, symbol),
        })}
      </p>
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
        <TextField
          label={messages['points.convert.points']!}
          value={points}
          onChange={setPoints}
          error={errors.points}
          inputMode="numeric"
          maxLength={12}
          autoComplete="off"
        />
        <TextField
          label={messages['points.paymentPassword']!}
          type="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          inputMode="numeric"
          maxLength={12}
          autoComplete="off"
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="form-note" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? messages['points.pending'] : messages['points.convert.submit']}
        </button>
      </form>
    </section>
  );
}
