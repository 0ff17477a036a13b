/**
 * Transaction details (spec 2): the agent's own ledger rows with readable names — the member centre's account
 * record (type and period filters, plain descriptions, the other member of each transfer, a reconciling summary).
 */
import AccountRecord from '../../member/records/AccountRecord.tsx';
import type { AgentSectionProps } from '../sections.ts';

export default function TransactionDetails({ locale, messages }: AgentSectionProps) {
  return <AccountRecord locale={locale} messages={messages} />;
}
