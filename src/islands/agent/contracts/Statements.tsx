/** A contract's settled periods, newest first, each with the statement that explains its payout. */
import { useQuery } from '@tanstack/react-query';
import { settlementsQuery, type ContractStatement } from '../../../lib/agent-contracts/contract-calls.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { localDigits } from '../../../../contract/rules/digits.ts';
import { money, threshold, tierValue, type TextKit } from './contract-text.ts';

export function Statements({ id, kit }: { id: number; kit: TextKit }) {
  const { messages } = kit;
  const { data, isPending, isError, refetch } = useQuery(settlementsQuery(id));
  const title = `contract-${id}-settlements`;
  return (
    <section aria-labelledby={title} className="contract-settlements">
      <h4 id={title}>{messages['contracts.settlements']}</h4>
      {isPending ? (
        // Not a live status: the card's own status line is the one that reports an action.
        <p className="form-note">{messages['contracts.loading']}</p>
      ) : isError ? (
        <p className="form-error" role="alert">
          {messages['contracts.failed']}{' '}
          <button type="button" className="button" onClick={() => void refetch()}>
            {messages['contracts.retry']}
          </button>
        </p>
      ) : data.settlements.length === 0 ? (
        <p className="form-note">{messages['contracts.noSettlements']}</p>
      ) : (
        <ul className="contract-statements">
          {data.settlements.map((s) => (
            <Statement key={s.periodKey} statement={s} kit={kit} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Statement({ statement: s, kit }: { statement: ContractStatement; kit: TextKit }) {
  const { messages, locale } = kit;
  const label = format(messages['contracts.st.period'], { key: localDigits(s.periodKey, locale) });
  const rows: [string, string][] = [
    [messages['contracts.st.turnover'], money(s.turnover.amountMinor, kit)],
    [messages['contracts.st.active'], formatCount(s.activeMembers, locale)],
    [messages['contracts.st.netLoss'], money(s.netLoss.amountMinor, kit)],
  ];
  if (s.carryIn.amountMinor !== '0') rows.push([messages['contracts.st.carryIn'], money(s.carryIn.amountMinor, kit)]);
  rows.push(
    [
      messages['contracts.st.tier'],
      s.tier === null
        ? messages['contracts.st.noTier']
        : `${formatCount(s.tier, locale)} (${threshold(s.basis, s.measure, kit)})`,
    ],
    [messages['contracts.st.rate'], s.value === null ? '—' : tierValue(s.valueKind, s.value, kit)],
    [messages['contracts.st.payout'], money(s.payout.amountMinor, kit)],
    [messages['contracts.st.status'], messages[`contracts.st.status.${s.status}`]],
  );
  if (s.carryOut.amountMinor !== '0')
    rows.push([messages['contracts.st.carryOut'], money(s.carryOut.amountMinor, kit)]);
  return (
    <li className="card contract-statement" aria-label={label}>
      <p>
        <strong>{label}</strong>{' '}
        <span className="form-note">
          {format(messages['contracts.st.window'], {
            from: formatDateTime(s.periodStart, locale),
            to: formatDateTime(s.periodEnd, locale),
          })}
        </span>
      </p>
      <dl className="contract-figures">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {s.status === 'paid' && <p className="form-note">{messages[`contracts.st.payer.${s.payer}`]}</p>}
    </li>
  );
}
