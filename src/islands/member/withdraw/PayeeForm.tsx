/** Adds a payee account, checked with the same schema the platform applies (src/lib/money/payee-rules.ts). */
import { useState, type FormEvent } from 'react';
import TextField from '../../common/TextField.tsx';
import { queryClient } from '../../../lib/api/query-client.ts';
import { PAYEE_KINDS, payeeProblems, type PayeeKind } from '../../../lib/money/payee-rules.ts';
import { addPayee } from '../../../lib/money/withdrawal-calls.ts';
import { payeesQuery } from '../../../lib/money/withdrawal-queries.ts';
import { moneyErrorText } from '../money-error.ts';
import type { MemberMessageKey, MemberMessages } from '../messages.ts';

const NUMBER_MESSAGE: Record<PayeeKind, MemberMessageKey> = {
  bkash: 'withdraw.mobileWalletInvalid',
  nagad: 'withdraw.mobileWalletInvalid',
  rocket: 'withdraw.rocketInvalid',
  bank: 'withdraw.bankAccountInvalid',
};

export default function PayeeForm({ messages }: { messages: MemberMessages }) {
  const [kind, setKind] = useState<PayeeKind>('bkash');
  const [holderName, setHolderName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [bankName, setBankName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payee = {
      kind,
      holderName: holderName.trim(),
      accountNumber: accountNumber.replace(/[\s-]/g, ''),
      ...(kind === 'bank' ? { bankName: bankName.trim() } : {}),
    };
    const problems = payeeProblems(payee);
    const found: Record<string, string> = {};
    if (problems.holderName)
      found.holderName = holderName.trim() ? messages['withdraw.holderInvalid'] : messages['money.required'];
    if (problems.accountNumber)
      found.accountNumber = accountNumber.trim() ? messages[NUMBER_MESSAGE[kind]] : messages['money.required'];
    if (problems.bankName) found.bankName = messages['withdraw.bankNameInvalid'];
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const saved = await addPayee(payee);
      queryClient.setQueryData(payeesQuery().queryKey, saved);
      setHolderName('');
      setAccountNumber('');
      setBankName('');
      setStatus({ text: messages['withdraw.payeeSaved'], failed: false });
    } catch (error) {
      setStatus({ text: moneyErrorText(error, messages), failed: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      <h3>{messages['withdraw.addPayee']}</h3>
      <div className="form-field">
        <label htmlFor="payee-kind">{messages['withdraw.kind']}</label>
        <select id="payee-kind" value={kind} onChange={(event) => setKind(event.target.value as PayeeKind)}>
          {PAYEE_KINDS.map((k) => (
            <option key={k} value={k}>
              {messages[`withdraw.kind.${k}`]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={messages['withdraw.holderName']}
        value={holderName}
        onChange={setHolderName}
        error={errors.holderName}
        maxLength={50}
        autoComplete="name"
      />
      <TextField
        label={messages['withdraw.accountNumber']}
        value={accountNumber}
        onChange={setAccountNumber}
        error={errors.accountNumber}
        inputMode="numeric"
        maxLength={24}
        autoComplete="off"
      />
      {kind === 'bank' && (
        <TextField
          label={messages['withdraw.bankName']}
          value={bankName}
          onChange={setBankName}
          error={errors.bankName}
          maxLength={60}
        />
      )}
      {status && (
        <p className={status.failed ? 'form-error' : 'form-note'} role={status.failed ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={pending}>
        {pending ? messages['money.pending'] : messages['withdraw.savePayee']}
      </button>
    </form>
  );
}
