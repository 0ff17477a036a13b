/** The deposit form: method, channel, amount (presets and limits checked here and again by the platform), then the gateway. */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import TextField from '../../common/TextField.tsx';
import { depositMethodsQuery } from '../../../lib/deposit/deposit-queries.ts';
import { openDepositOrder, type DepositChannel, type DepositMethods } from '../../../lib/deposit/deposit-calls.ts';
import { checkDepositAmount, decimalToMinor } from '../../../lib/deposit/amount-check.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { useMoneyAction } from '../use-money-action.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';
import BonusChoice from './BonusChoice.tsx';
import { depositOffersQuery } from '../../../lib/promotions/promotion-queries.ts';

function Form({ data, locale, messages }: SectionProps & { data: DepositMethods }) {
  const [methodCode, setMethodCode] = useState(data.methods[0]!.method);
  const method = data.methods.find((m) => m.method === methodCode) ?? data.methods[0]!;
  const [channelId, setChannelId] = useState<number | null>(null);
  const channel: DepositChannel = method.channels.find((c) => c.id === channelId) ?? method.channels[0]!;
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // The bonus chosen with this deposit ('' = none). Offers that fail to load leave the deposit itself usable.
  const offers = useQuery(depositOffersQuery()).data?.offers ?? [];
  const [bonusSlug, setBonusSlug] = useState('');
  const bonus = offers.find((o) => o.slug === bonusSlug);
  const action = useMoneyAction(messages);
  const money = (minor: string) => formatMoney(minor, locale, data.currencySymbol);
  const limits = format(messages['deposit.limits'], {
    min: money(channel.min.amountMinor),
    max: money(channel.max.amountMinor),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDepositAmount(amount, channel.min.amountMinor, channel.max.amountMinor);
    if ('problem' in checked) {
      setError(
        checked.problem === 'required'
          ? messages['money.required']
          : checked.problem === 'invalid'
            ? messages['money.invalidAmount']
            : limits,
      );
      return;
    }
    if (bonus && decimalToMinor(checked.amount) < BigInt(bonus.minDepositMinor)) {
      setError(format(messages['deposit.bonusBelowMin'], { min: money(bonus.minDepositMinor) }));
      return;
    }
    setError(null);
    const promotionSlug = bonus?.slug;
    const order = await action.run(
      `${channel.id}:${checked.amount}:${promotionSlug ?? ''}`,
      (requestId) =>
        openDepositOrder({
          channelId: channel.id,
          amount: checked.amount,
          requestId,
          ...(promotionSlug ? { promotionSlug } : {}),
        }),
      '',
    );
    if (!order?.payUrl) return;
    // The gateway's page is ours to send the person to; the money moves only when the gateway tells the platform.
    setLeaving(true);
    window.location.assign(order.payUrl);
  };

  return (
    <form
      className="account-form deposit"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={action.pending || leaving}
    >
      <fieldset className="deposit-methods">
        <legend>{messages['deposit.method']}</legend>
        {data.methods.map((m) => (
          <label key={m.method} className="deposit-choice">
            <input
              type="radio"
              name="deposit-method"
              value={m.method}
              checked={m.method === method.method}
              onChange={() => {
                setMethodCode(m.method);
                setChannelId(null);
              }}
            />
            <img src={m.icon} alt="" width="32" height="32" loading="lazy" />
            <span>{m.name}</span>
          </label>
        ))}
      </fieldset>
      {method.channels.length > 1 && (
        <div className="form-field">
          <label htmlFor="deposit-channel">{messages['deposit.channel']}</label>
          <select
            id="deposit-channel"
            value={channel.id}
            onChange={(event) => setChannelId(Number(event.target.value))}
          >
            {method.channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField
        label={messages['money.amount']}
        value={amount}
        onChange={setAmount}
        error={error}
        inputMode="decimal"
        maxLength={16}
        autoComplete="off"
      />
      <p className="form-note">{limits}</p>
      <div className="deposit-presets" role="group" aria-label={messages['deposit.presets']}>
        {channel.presets.map((preset) => (
          <button
            key={preset.amountMinor}
            type="button"
            className="button"
            aria-pressed={amount === preset.amount}
            onClick={() => {
              setAmount(preset.amount);
              setError(null);
            }}
          >
            {money(preset.amountMinor)}
          </button>
        ))}
      </div>
      {offers.length > 0 && (
        <BonusChoice
          locale={locale}
          messages={messages}
          offers={offers}
          chosen={bonus?.slug ?? ''}
          onChoose={setBonusSlug}
          money={money}
        />
      )}
      {action.error && (
        <p className="form-error" role="alert">
          {action.error}
        </p>
      )}
      {leaving && (
        <p className="form-note" role="status">
          {messages['deposit.redirecting']}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={action.pending || leaving}>
        {action.pending || leaving ? messages['money.pending'] : messages['deposit.submit']}
      </button>
    </form>
  );
}

export default function DepositForm({ locale, messages }: SectionProps) {
  const { data, isPending, isError, refetch } = useQuery(depositMethodsQuery());
  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  if (data.methods.length === 0)
    return (
      <p className="card" role="status">
        {messages['deposit.none']}
      </p>
    );
  return <Form data={data} locale={locale} messages={messages} />;
}
