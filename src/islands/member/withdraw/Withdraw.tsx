/**
 * Withdraw (spec 2 menu key `withdraw`): payee accounts (add, choose), the amount within the merchant's rules,
 * the payment password (a link to My Account when it is missing), and the player's withdrawals with their
 * statuses and, once paid, the confirmation (spec 4).
 */
import { useQuery } from '@tanstack/react-query';
import { payeesQuery, withdrawalRulesQuery } from '../../../lib/money/withdrawal-queries.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';
import PayeeForm from './PayeeForm.tsx';
import WithdrawForm from './WithdrawForm.tsx';
import WithdrawalList from './WithdrawalList.tsx';

export default function Withdraw({ locale, messages }: SectionProps) {
  const rules = useQuery(withdrawalRulesQuery());
  const payees = useQuery(payeesQuery());
  if (rules.isPending || payees.isPending) return <Loading messages={messages} />;
  if (rules.isError || payees.isError) return <LoadFailed messages={messages} retry={() => { void rules.refetch(); void payees.refetch(); }} />;
  const list = payees.data.payees;
  return (
    <div className="withdraw">
      {list.length > 0
        ? <WithdrawForm locale={locale} messages={messages} rules={rules.data} payees={list} />
        : <p className="card" role="status">{messages['withdraw.noPayees']}</p>}
      {list.length < rules.data.maxPayees && <PayeeForm messages={messages} />}
      <WithdrawalList locale={locale} messages={messages} rules={rules.data} />
    </div>
  );
}
