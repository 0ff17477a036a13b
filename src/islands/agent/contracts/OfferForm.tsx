/**
 * An upline's offer to a direct downline agent: the measure the tiers read, the dividend's period, what makes a
 * member active, and the tiers. Checked here by the platform's own rules, then confirmed, then sent (the
 * platform checks again and answers in the player's words).
 */
import { useId, useState } from 'react';
import { queryClient } from '../../../lib/api/query-client.ts';
import { offerContract } from '../../../lib/agent-contracts/contract-calls.ts';
import { emptyForm, termsFromForm, type FormProblem, type TermsForm } from '../../../lib/agent-contracts/terms-form.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { localDigits } from '../../../../contract/rules/digits.ts';
import {
  BASES_OF,
  DIVIDEND_PERIODS,
  MAX_ACTIVE_STAKE_MINOR,
  MAX_TIERS,
  MIN_ACTIVE_STAKE_MINOR,
  VALUE_KIND,
  type ContractBasis,
  type ContractType,
  type DividendPeriod,
} from '../../../../contract/rules/contract-terms.ts';
import { Confirmed } from './Confirmed.tsx';
import { errorText, type TextKit } from './contract-text.ts';

export function OfferForm({ type, downlines, kit }: { type: ContractType; downlines: string[]; kit: TextKit }) {
  const { messages, locale } = kit;
  const id = useId();
  const [downline, setDownline] = useState('');
  const [form, setForm] = useState<TermsForm>(() => emptyForm(type));
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const valueKind = VALUE_KIND[type];

  const problemText = (p: FormProblem | 'downline'): string => {
    if (p === 'tierCount')
      return format(messages['contracts.error.tierCount'], { max: localDigits(MAX_TIERS, locale) });
    if (p === 'activeMin')
      return format(messages['contracts.error.activeMin'], {
        min: formatMoney(MIN_ACTIVE_STAKE_MINOR, locale),
        max: formatMoney(MAX_ACTIVE_STAKE_MINOR, locale),
      });
    return messages[`contracts.error.${p}`];
  };

  const check = (): boolean => {
    setStatus(null);
    if (!downline) {
      setProblem(problemText('downline'));
      return false;
    }
    const built = termsFromForm(type, form);
    setProblem(built.problem ? problemText(built.problem) : null);
    return built.problem === null;
  };

  const send = async () => {
    const built = termsFromForm(type, form);
    if (!built.terms) return;
    setPending(true);
    try {
      await offerContract(type, downline, built.terms);
      setStatus({ text: format(messages['contracts.done.offer'], { name: downline }), failed: false });
      setForm(emptyForm(type));
      setDownline('');
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
    } catch (error) {
      setStatus({ text: errorText(error, messages), failed: true });
    } finally {
      setPending(false);
    }
  };

  const setTier = (i: number, field: 'threshold' | 'value', value: string) =>
    setForm({ ...form, tiers: form.tiers.map((t, j) => (j === i ? { ...t, [field]: value } : t)) });
  const n = (i: number) => localDigits(i + 1, locale);

  return (
    <form
      className="account-form card contract-offer"
      aria-labelledby={`${id}-title`}
      noValidate
      aria-busy={pending}
      onSubmit={(event) => event.preventDefault()}
    >
      <h3 id={`${id}-title`}>{messages['contracts.offer.title']}</h3>
      <div className="form-field">
        <label htmlFor={`${id}-downline`}>{messages['contracts.offer.downline']}</label>
        <select id={`${id}-downline`} value={downline} onChange={(e) => setDownline(e.target.value)}>
          <option value="">{messages['contracts.offer.choose']}</option>
          {downlines.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {BASES_OF[type].length > 1 && (
        <div className="form-field">
          <label htmlFor={`${id}-basis`}>{messages['contracts.basis']}</label>
          <select
            id={`${id}-basis`}
            value={form.basis}
            onChange={(e) => setForm({ ...form, basis: e.target.value as ContractBasis })}
          >
            {BASES_OF[type].map((basis) => (
              <option key={basis} value={basis}>
                {messages[`contracts.basis.${basis}`]}
              </option>
            ))}
          </select>
        </div>
      )}
      {type === 'dividend' && (
        <div className="form-field">
          <label htmlFor={`${id}-period`}>{messages['contracts.period']}</label>
          <select
            id={`${id}-period`}
            value={form.period}
            onChange={(e) => setForm({ ...form, period: e.target.value as DividendPeriod })}
          >
            {DIVIDEND_PERIODS.map((period) => (
              <option key={period} value={period}>
                {messages[`contracts.period.${period}`]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="form-field">
        <label htmlFor={`${id}-active`}>{messages['contracts.offer.activeMin']}</label>
        <input
          id={`${id}-active`}
          inputMode="decimal"
          value={form.activeMin}
          onChange={(e) => setForm({ ...form, activeMin: e.target.value })}
        />
      </div>
      {form.tiers.map((tier, i) => (
        // Tiers are edited in place by position; a tier's identity is its place in the list.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="form-row contract-tier" key={i}>
          <div className="form-field">
            <label htmlFor={`${id}-t${i}`}>
              {format(
                messages[
                  form.basis === 'active' ? 'contracts.offer.threshold.count' : 'contracts.offer.threshold.money'
                ],
                { n: n(i) },
              )}
            </label>
            <input
              id={`${id}-t${i}`}
              inputMode={form.basis === 'active' ? 'numeric' : 'decimal'}
              value={tier.threshold}
              onChange={(e) => setTier(i, 'threshold', e.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-v${i}`}>{format(messages[`contracts.offer.value.${valueKind}`], { n: n(i) })}</label>
            <input
              id={`${id}-v${i}`}
              inputMode="decimal"
              value={tier.value}
              onChange={(e) => setTier(i, 'value', e.target.value)}
            />
          </div>
        </div>
      ))}
      <div className="form-row">
        {form.tiers.length < MAX_TIERS && (
          <button
            type="button"
            className="button"
            onClick={() => setForm({ ...form, tiers: [...form.tiers, { threshold: '', value: '' }] })}
          >
            {messages['contracts.offer.addTier']}
          </button>
        )}
        {form.tiers.length > 1 && (
          <button type="button" className="button" onClick={() => setForm({ ...form, tiers: form.tiers.slice(0, -1) })}>
            {messages['contracts.offer.removeTier']}
          </button>
        )}
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <Confirmed
        label={messages['contracts.offer.send']}
        question={format(messages['contracts.confirm.offer'], { name: downline })}
        messages={messages}
        disabled={pending}
        check={check}
        onConfirm={() => void send()}
      />
      {status && (
        <p className={status.failed ? 'form-error' : 'form-note'} role={status.failed ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
    </form>
  );
}
