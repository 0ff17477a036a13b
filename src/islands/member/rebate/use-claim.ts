/**
 * The Claim button's action, shared by the cashback page and the reward centre: one call at a time, the
 * platform's verdict in the player's language, and fresh figures afterwards. The platform pays a claim once
 * however often it is sent, so a retry after a lost answer is safe.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sendClaimRebate } from '../../../lib/rebates/rebate-calls.ts';
import { refreshBalance } from '../../../lib/stores/wallet.ts';
import { moneyErrorText } from '../money-error.ts';
import type { MemberMessages } from '../messages.ts';

export function useClaim(messages: MemberMessages) {
  const queries = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [claimedMinor, setClaimedMinor] = useState<string | null>(null);

  async function claim(): Promise<void> {
    if (pending) return;
    setPending(true);
    setError(null);
    setClaimedMinor(null);
    try {
      const answer = await sendClaimRebate();
      setClaimedMinor(answer.claimedMinor);
      queries.setQueryData(['rebate'], answer.rebate);
      void refreshBalance();
    } catch (caught) {
      setError(moneyErrorText(caught, messages));
    } finally {
      setPending(false);
      await queries.invalidateQueries({ queryKey: ['rewards'] });
      await queries.invalidateQueries({ queryKey: ['rebate'] });
    }
  }

  return { claim, pending, error, claimedMinor };
}
