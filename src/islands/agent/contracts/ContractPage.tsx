/**
 * One contract type's page for the agent centre (issue 18): what the type pays, the agent's contracts of it (as
 * upline and as downline) with their statements, and the offer form when the agent has downline agents.
 */
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { contractsQuery } from '../../../lib/agent-contracts/contract-calls.ts';
import { $wallet } from '../../../lib/stores/wallet.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { ContractType } from '../../../../contract/rules/contract-terms.ts';
import { ContractCard } from './ContractCard.tsx';
import type { ContractMessages } from './messages.ts';
import { OfferForm } from './OfferForm.tsx';
import type { TextKit } from './contract-text.ts';

export interface ContractPageProps {
  locale: Locale;
  messages: ContractMessages;
}

export function ContractPage({ type, locale, messages }: ContractPageProps & { type: ContractType }) {
  const { currencySymbol } = useStore($wallet);
  const kit: TextKit = { locale, messages, symbol: currencySymbol || '৳' };
  const { data, isPending, isError, refetch } = useQuery(contractsQuery(type));
  const listId = `contracts-${type}`;
  return (
    <div className="contracts">
      <p>{messages[`contracts.lead.${type}`]}</p>
      {isPending ? (
        <p role="status">{messages['contracts.loading']}</p>
      ) : isError ? (
        <p className="form-error" role="alert">
          {messages['contracts.failed']}{' '}
          <button type="button" className="button" onClick={() => void refetch()}>
            {messages['contracts.retry']}
          </button>
        </p>
      ) : (
        <>
          {data.downlines.length > 0 && <OfferForm type={type} downlines={data.downlines} kit={kit} />}
          <section aria-labelledby={listId}>
            <h3 id={listId}>{messages['contracts.list']}</h3>
            {data.contracts.length === 0 ? (
              <p className="form-note">{messages['contracts.none']}</p>
            ) : (
              <ul className="contract-list">
                {data.contracts.map((contract) => (
                  <ContractCard key={contract.id} contract={contract} kit={kit} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
