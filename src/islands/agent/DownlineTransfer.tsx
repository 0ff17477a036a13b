/**
 * A transfer to a direct downline from team management: both balances shown, the amount and the payment password,
 * then a confirmation of who gets how much before anything moves. The money moves through the member transfer
 * call (POST /wps/member/transfer/agent, ledger code transfer_agent), the one path for agent transfers.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import TextField from '../common/TextField.tsx';
import { queryClient } from '../../lib/api/query-client.ts';
import { fundsQuery } from '../../lib/money/wallet-queries.ts';
import { sendToMember } from '../../lib/money/wallet-calls.ts';
import type { TeamMember } from '../../lib/agent/agent-calls.ts';
import { amountInput, formatMoney } from '../../lib/format/money.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { useMoneyAction } from '../member/use-money-action.ts';
import type { AgentMessages } from './messages.ts';

/** '12.5' as 1250n: the amount as typed, in minor units without a float. */
function minorOf(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

interface Props {
  member: TeamMember;
  currencySymbol: string;
  locale: Locale;
  messages: AgentMessages;
  onClose: () => void;
}

export default function DownlineTransfer({ member, currencySymbol, locale, messages, onClose }: Props) {
  const funds = useQuery(fundsQuery());
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const action = useMoneyAction(messages);
  const money = (minor: string | bigint) => formatMoney(minor, locale, currencySymbol);

  const next = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const value = amountInput(amount);
    const found: Record<string, string> = {};
    if (!value) found.amount = amount.trim() ? messages['money.invalidAmount'] : messages['money.required'];
    if (!password.trim()) found.password = messages['money.required'];
    setErrors(found);
    if (value && Object.keys(found).length === 0) setChecking(value);
  };

  const confirm = async () => {
    if (!checking) return;
    const result = await action.run(
      `${member.username}:${checking}`,
      (requestId) =>
        sendToMember({ to: member.username, amount: checking, paymentPassword: password.trim(), requestId }),
      '',
    );
    setChecking(null);
    if (!result) return;
    setPassword('');
    setAmount('');
    void queryClient.invalidateQueries({ queryKey: ['agent'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    setSent(format(messages['agent.transfer.sent'], { amount: money(result.amountMinor), name: result.to }));
  };

  return (
    <section
      className="agent-transfer card"
      aria-label={format(messages['agent.team.transferTo'], { name: member.username })}
    >
      <h4>{format(messages['agent.team.transferTo'], { name: member.username })}</h4>
      <dl className="agent-balances">
        <div>
          <dt>{messages['agent.transfer.yourBalance']}</dt>
          <dd>{funds.data ? money(funds.data.main.availableMinor) : '…'}</dd>
        </div>
        <div>
          <dt>{format(messages['agent.transfer.theirBalance'], { name: member.username })}</dt>
          <dd>{money(member.balanceMinor)}</dd>
        </div>
      </dl>
      {checking ? (
        <div className="agent-confirm">
          <p>{format(messages['agent.transfer.check'], { amount: money(minorOf(checking)), name: member.username })}</p>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setChecking(null)} disabled={action.pending}>
              {messages['agent.transfer.back']}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void confirm()}
              disabled={action.pending}
            >
              {action.pending ? messages['money.pending'] : messages['agent.transfer.confirm']}
            </button>
          </div>
        </div>
      ) : (
        <form className="account-form" onSubmit={next} noValidate>
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
          <div className="form-actions">
            <button type="button" className="button" onClick={onClose}>
              {messages['agent.transfer.cancel']}
            </button>
            <button type="submit" className="button button--primary">
              {messages['agent.transfer.next']}
            </button>
          </div>
        </form>
      )}
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
    </section>
  );
}
