/**
 * One contract: who pays whom, its terms, its history, the actions the signed-in side may take (accept or
 * reject an offer made to them; terminate from either side), each after a confirmation, and its settlements.
 */
import { useState } from 'react';
import { queryClient } from '../../../lib/api/query-client.ts';
import { actOnContract, contractInfoQuery, type ContractView } from '../../../lib/agent-contracts/contract-calls.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { localDigits } from '../../../../contract/rules/digits.ts';
import { VALUE_KIND } from '../../../../contract/rules/contract-terms.ts';
import { Confirmed } from './Confirmed.tsx';
import { errorText, money, threshold, tierValue, type TextKit } from './contract-text.ts';
import { Statements } from './Statements.tsx';

type Action = 'accept' | 'reject' | 'terminate';

export function ContractCard({ contract: c, kit }: { contract: ContractView; kit: TextKit }) {
  const { messages, locale } = kit;
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const other = c.role === 'upline' ? c.downline : (c.upline ?? messages['contracts.house']);
  const title = format(messages['contracts.contract'], { id: localDigits(c.id, locale) });
  const actions: Action[] =
    c.status === 'offered'
      ? c.role === 'downline'
        ? ['accept', 'reject']
        : ['terminate']
      : c.status === 'active'
        ? ['terminate']
        : [];

  const act = async (action: Action) => {
    setPending(true);
    setStatus(null);
    try {
      await actOnContract(c.id, action);
      setStatus({ text: messages[`contracts.done.${action}`], failed: false });
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
      await queryClient.invalidateQueries({ queryKey: contractInfoQuery().queryKey });
    } catch (error) {
      setStatus({ text: errorText(error, messages), failed: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <li className="card contract-card" aria-label={title}>
      <p className="contract-head">
        <strong>{title}</strong>{' '}
        <span className={`badge contract-status contract-status--${c.status}`}>
          {messages[`contracts.status.${c.status}`]}
        </span>
      </p>
      <p>{format(messages[c.role === 'upline' ? 'contracts.asUpline' : 'contracts.asDownline'], { name: other })}</p>
      <dl className="contract-figures">
        <div>
          <dt>{messages['contracts.basis']}</dt>
          <dd>{messages[`contracts.basis.${c.terms.basis}`]}</dd>
        </div>
        {c.terms.period && (
          <div>
            <dt>{messages['contracts.period']}</dt>
            <dd>{messages[`contracts.period.${c.terms.period}`]}</dd>
          </div>
        )}
      </dl>
      <ul className="contract-tiers" aria-label={messages['contracts.terms']}>
        {c.terms.tiers.map((tier, i) => (
          <li key={tier.threshold}>
            {format(messages['contracts.tierLine'], {
              n: localDigits(i + 1, locale),
              threshold: threshold(c.terms.basis, tier.threshold, kit),
              value: tierValue(VALUE_KIND[c.type], tier.value, kit),
            })}
          </li>
        ))}
      </ul>
      <p className="form-note">
        {format(messages['contracts.activeMin'], { amount: money(c.terms.activeMinStakeMinor, kit) })}
      </p>
      <details className="contract-history">
        <summary>{messages['contracts.history']}</summary>
        <ol>
          {c.history.map((h) => (
            <li key={`${h.action}-${h.at}`}>
              {format(messages[`contracts.event.${h.action}`], { by: h.by ?? messages['contracts.house'] })} ·{' '}
              <time dateTime={h.at}>{formatDateTime(h.at, locale)}</time>
            </li>
          ))}
        </ol>
      </details>
      {actions.length > 0 && (
        <div className="contract-actions form-row">
          {actions.map((action) => (
            <Confirmed
              key={action}
              label={messages[`contracts.${action}`]}
              question={messages[`contracts.confirm.${action}`]}
              messages={messages}
              disabled={pending}
              onConfirm={() => void act(action)}
            />
          ))}
        </div>
      )}
      {status && (
        <p className={status.failed ? 'form-error' : 'form-note'} role={status.failed ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      {c.acceptedAt && <Statements id={c.id} kit={kit} />}
    </li>
  );
}
