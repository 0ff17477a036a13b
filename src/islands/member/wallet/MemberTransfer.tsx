/** Transfer (transferUpline): send money to the upline or, for agents, to a downline, with the payment password. */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import TextField from '../../common/TextField.tsx';
import { queryClient } from '../../../lib/api/query-client.ts';
import { transferTargetsQuery } from '../../../lib/money/wallet-queries.ts';
import { sendToMember } from '../../../lib/money/wallet-calls.ts';
import { amountInput, formatMoney } from '../../../lib/format/money.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { $wallet } from '../../../lib/stores/wallet.ts';
import { useMoneyAction } from '../use-money-action.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';

export default function MemberTransfer({ locale, messages }: SectionProps) {
  const { data, isPending, isError, refetch } = useQuery(transferTargetsQuery());
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const action = useMoneyAction(messages);
  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  if (data.targets.length === 0)
    return (
      <p className="card" role="status">
        {messages['transfer.noTargets']}
      </p>
    );
  const target = to || data.targets[0]!.username;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const value = amountInput(amount);
    const found: Record<string, string> = {};
    if (!value) found.amount = amount.trim() ? messages['money.invalidAmount'] : messages['money.required'];
    if (!password.trim()) found.password = messages['money.required'];
    setErrors(found);
    if (!value || Object.keys(found).length) return;
    const result = await action.run(
      `${target}:${value}`,
      (requestId) => sendToMember({ to: target, amount: value, paymentPassword: password.trim(), requestId }),
      '',
    );
    if (!result) return;
    action.setError(null);
    setPassword('');
    setAmount('');
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    setSent(
      format(messages['transfer.sent'], {
        amount: formatMoney(result.amountMinor, locale, $wallet.get().currencySymbol),
        name: result.to,
      }),
    );
  };
  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={action.pending}>
      <div className="form-field">
        <label htmlFor="transfer-to">{messages['transfer.to']}</label>
        <select id="transfer-to" value={target} onChange={(event) => setTo(event.target.value)}>
          {data.targets.map((t) => (
            <option key={t.username} value={t.username}>
              {format(messages[t.relation === 'upline' ? 'transfer.upline' : 'transfer.downline'], {
                name: t.username,
              })}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={messages['money.amount']}
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        inputMode="decimal"
        maxLength={16}
        autoComplete="off"
      />
      <TextField
        label={messages['transfer.paymentPassword']}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        inputMode="numeric"
        maxLength={12}
        autoComplete="off"
      />
      {action.error && (
        <p className="form-error" role="alert">
          {action.error}
        </p>
      )}
      {sent && (
        <p className="form-note" role="status">
          {sent}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={action.pending}>
        {action.pending ? messages['money.pending'] : messages['transfer.submit']}
      </button>
    </form>
  );
}
