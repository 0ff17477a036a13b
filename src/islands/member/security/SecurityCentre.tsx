/**
 * My account (securityCenter): who the account is, the login password (changed in the spec's changePassModal),
 * and the payment password (set with the login password, changed with the old one).
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import TextField from '../../common/TextField.tsx';
import { queryClient } from '../../../lib/api/query-client.ts';
import { securityQuery } from '../../../lib/money/wallet-queries.ts';
import { savePaymentPassword } from '../../../lib/money/wallet-calls.ts';
import { moneyErrorText } from '../money-error.ts';
import { openModal } from '../../../lib/stores/modal.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';
import AvatarPicker from './AvatarPicker.tsx';

const SIX_DIGITS = /^\d{6}$/;

export default function SecurityCentre({ messages }: SectionProps) {
  const { data, isPending, isError, refetch } = useQuery(securityQuery());
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!current.trim()) found.current = messages['money.required'];
    if (!SIX_DIGITS.test(next.trim()))
      found.next = next.trim() ? messages['security.sixDigits'] : messages['money.required'];
    if (confirmation.trim() !== next.trim()) found.confirmation = messages['security.mismatch'];
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await savePaymentPassword({
        ...(data.hasPaymentPassword ? { oldPaymentPassword: current.trim() } : { loginPassword: current.trim() }),
        newPaymentPassword: next.trim(),
        confirmPaymentPassword: confirmation.trim(),
      });
      setCurrent('');
      setNext('');
      setConfirmation('');
      setStatus({ text: messages['security.saved'], failed: false });
      await queryClient.invalidateQueries({ queryKey: securityQuery().queryKey });
    } catch (error) {
      setStatus({ text: moneyErrorText(error, messages), failed: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="account-form">
      <dl className="wallet-summary">
        <div>
          <dt>{messages['security.username']}</dt>
          <dd>{data.username}</dd>
        </div>
        <div>
          <dt>{messages['security.mobile']}</dt>
          <dd>{data.mobileNum ? `+${data.countryDialingCode} ${data.mobileNum}` : messages['security.none']}</dd>
        </div>
        <div>
          <dt>{messages['security.email']}</dt>
          <dd>{data.email ?? messages['security.none']}</dd>
        </div>
        <div>
          <dt>{messages['security.paymentPassword']}</dt>
          <dd>
            {data.hasPaymentPassword
              ? messages['security.paymentPasswordSet']
              : messages['security.paymentPasswordMissing']}
          </dd>
        </div>
      </dl>
      <div className="account-form">
        <h3>{messages['security.loginPassword']}</h3>
        <button type="button" className="button button--block" onClick={() => openModal('changePassword')}>
          {messages['security.changeLoginPassword']}
        </button>
      </div>
      <AvatarPicker messages={messages} />
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
        <h3>{messages['security.paymentPassword']}</h3>
        <TextField
          label={data.hasPaymentPassword ? messages['security.oldPaymentPassword'] : messages['security.loginPassword']}
          type="password"
          value={current}
          onChange={setCurrent}
          error={errors.current}
          autoComplete={data.hasPaymentPassword ? 'off' : 'current-password'}
          maxLength={64}
        />
        <TextField
          label={messages['security.newPaymentPassword']}
          type="password"
          inputMode="numeric"
          value={next}
          onChange={setNext}
          error={errors.next}
          autoComplete="off"
          maxLength={6}
        />
        <TextField
          label={messages['security.confirmPaymentPassword']}
          type="password"
          inputMode="numeric"
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
          autoComplete="off"
          maxLength={6}
        />
        {status && (
          <p className={status.failed ? 'form-error' : 'form-note'} role={status.failed ? 'alert' : 'status'}>
            {status.text}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? messages['money.pending'] : messages['security.save']}
        </button>
      </form>
    </div>
  );
}
