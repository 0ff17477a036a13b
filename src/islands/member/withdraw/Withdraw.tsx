/**
 * Withdraw (spec 2 menu key `withdraw`): payee accounts (add, choose), the amount within the merchant's rules,
 * the payment password (a link to My Account when it is missing), and the player's withdrawals with their
 * statuses and, once paid, the confirmation (spec 4).
 */
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { payeesQuery, withdrawalRulesQuery } from '../../../lib/money/withdrawal-queries.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { $wallet } from '../../../lib/stores/wallet.ts';
import PayeeForm from './PayeeForm.tsx';
import TurnoverBar from './TurnoverBar.tsx';
import BonusBar from './BonusBar.tsx';
import { bonusWageringQuery } from '../../../lib/promotions/promotion-queries.ts';
import WithdrawForm from './WithdrawForm.tsx';
import WithdrawalList from './WithdrawalList.tsx';

export default function Withdraw({ locale, messages }: SectionProps) {
  const rules = useQuery(withdrawalRulesQuery());
  const payees = useQuery(payeesQuery());
  // A bonus that fails to load hides its bar; the platform still refuses a withdrawal that would forfeit it unasked.
  const bonus = useQuery(bonusWageringQuery()).data?.bonus ?? null;
  // Followed, not read once: the symbol arrives with the wallet, which may load after this section.
  const symbol = useStore($wallet).currencySymbol;
  if (rules.isPending || payees.isPending) return <Loading messages={messages} />;
  if (rules.isError || payees.isError)
    return (
      <LoadFailed
        messages={messages}
        retry={() => {
          void rules.refetch();
          void payees.refetch();
        }}
      />
    );
  const list = payees.data.payees;
  const money = (minor: string | bigint) => formatMoney(minor, locale, symbol);
  const lockedBonus = bonus?.state === 'locked' ? bonus : null;
  return (
    <div className="withdraw">
      {/* Above everything else: a player with no payee account yet still sees how far the turnover is. */}
      {BigInt(rules.data.turnoverRequiredMinor) > 0n && (
        <TurnoverBar
          locale={locale}
          messages={messages}
          requiredMinor={rules.data.turnoverRequiredMinor}
          doneMinor={rules.data.turnoverDoneMinor}
          money={money}
        />
      )}
      {bonus && <BonusBar locale={locale} messages={messages} bonus={bonus} money={money} />}
      {list.length > 0 ? (
        <WithdrawForm
          locale={locale}
          messages={messages}
          rules={rules.data}
          payees={list}
          lockedBonusMinor={lockedBonus?.amountMinor ?? null}
        />
      ) : (
        <p className="card" role="status">
          {messages['withdraw.noPayees']}
        </p>
      )}
      {list.length < rules.data.maxPayees && <PayeeForm messages={messages} />}
      <WithdrawalList locale={locale} messages={messages} rules={rules.data} />
    </div>
  );
}
