/** The withdrawal itself: choose a payee, an amount within the rules, the payment password. Never optimistic. */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import TextField from '../../common/TextField.tsx';
import { queryClient } from '../../../lib/api/query-client.ts';
import { amountInput, formatMoney } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { localizedPath, type Locale } from '../../../lib/i18n/locales.ts';
import { submitWithdrawal, type Payee, type WithdrawalRules } from '../../../lib/money/withdrawal-calls.ts';
import { $wallet } from '../../../lib/stores/wallet.ts';
import { useMoneyAction } from '../use-money-action.ts';
import type { MemberMessages } from '../messages.ts';

const MINOR = 100n;

/** '150.5' -> 15050n (the text already passed amountInput). */
function toMinor(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * MINOR + BigInt(fraction.padEnd(2, '0'));
}

interface Props {
  locale: Locale;
  messages: MemberMessages;
  rules: WithdrawalRules;
  payees: Payee[];
  /** A locked bonus this withdrawal would forfeit (minor units), or null. */
  lockedBonusMinor: string | null;
}

export default function WithdrawForm({ locale, messages, rules, payees, lockedBonusMinor }: Props) {
  const [payeeId, setPayeeId] = useState<number>(payees[0]!.id);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [forfeitAccepted, setForfeitAccepted] = useState(false);
  const action = useMoneyAction(messages);
  // Followed, not read once: the symbol arrives with the wallet, which may load after this section.
  const symbol = useStore($wallet).currencySymbol;
  const money = (minor: string | bigint) => formatMoney(minor, locale, symbol);
  const chosen = payees.some((p) => p.id === payeeId) ? payeeId : payees[0]!.id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const value = amountInput(amount);
    const found: Record<string, string> = {};
    if (!value) found.amount = amount.trim() ? messages['money.invalidAmount'] : messages['money.required'];
    else if (toMinor(value) < BigInt(rules.minMinor) || toMinor(value) > BigInt(rules.maxMinor)) {
      found.amount = format(messages['withdraw.outOfRange'], {
        min: money(rules.minMinor),
        max: money(rules.maxMinor),
      });
    }
    if (!password.trim()) found.password = messages['money.required'];
    if (lockedBonusMinor && !forfeitAccepted) found.forfeit = messages['withdraw.bonusForfeitRequired'];
    setErrors(found);
    if (!value || Object.keys(found).length) return;
    const result = await action.run(
      `${chosen}:${value}`,
      (requestId) =>
        submitWithdrawal({
          payeeAccountId: chosen,
          amount: value,
          paymentPassword: password.trim(),
          requestId,
          ...(lockedBonusMinor ? { forfeitBonus: true } : {}),
        }),
      '',
    );
    if (!result) return;
    setPassword('');
    setAmount('');
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    void queryClient.invalidateQueries({ queryKey: ['bonus'] });
    setSent(format(messages['withdraw.submitted'], { amount: money(result.amountMinor) }));
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={action.pending}>
      <p className="form-note">
        {format(messages['withdraw.limits'], {
          min: money(rules.minMinor),
          max: money(rules.maxMinor),
          count: formatCount(rules.dailyCount, locale),
        })}
      </p>
      <p className="form-note">{format(messages['withdraw.available'], { amount: money(rules.availableMinor) })}</p>
      <div className="form-field">
        <label htmlFor="withdraw-payee">{messages['withdraw.choosePayee']}</label>
        <select id="withdraw-payee" value={chosen} onChange={(event) => setPayeeId(Number(event.target.value))}>
          {payees.map((p) => (
            <option key={p.id} value={p.id}>
              {`${messages[`withdraw.kind.${p.kind}`]} ${p.accountNumber} ${p.holderName}${p.bankName ? ` (${p.bankName})` : ''}`}
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
      {rules.hasPaymentPassword ? (
        <TextField
          label={messages['withdraw.paymentPassword']}
          type="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          inputMode="numeric"
          maxLength={12}
          autoComplete="off"
        />
      ) : (
        <p className="form-note" role="status">
          {messages['withdraw.noPaymentPassword']}{' '}
          <a href={`${localizedPath('/member', locale)}?page=securityCenter`}>
            {messages['withdraw.setPaymentPassword']}
          </a>
        </p>
      )}
      {lockedBonusMinor && (
        <div className="bonus-forfeit">
          <p className="form-note" role="note">
            {format(messages['withdraw.bonusForfeitNote'], { amount: money(lockedBonusMinor) })}
          </p>
          <label className="form-check">
            <input
              type="checkbox"
              checked={forfeitAccepted}
              onChange={(event) => setForfeitAccepted(event.target.checked)}
              aria-invalid={errors.forfeit ? true : undefined}
              aria-describedby={errors.forfeit ? 'withdraw-forfeit-error' : undefined}
            />
            <span>{format(messages['withdraw.bonusForfeitAccept'], { amount: money(lockedBonusMinor) })}</span>
          </label>
          {errors.forfeit && (
            <p id="withdraw-forfeit-error" className="form-error">
              {errors.forfeit}
            </p>
          )}
        </div>
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
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={action.pending || !rules.hasPaymentPassword}
      >
        {action.pending ? messages['money.pending'] : messages['withdraw.submit']}
      </button>
    </form>
  );
}
