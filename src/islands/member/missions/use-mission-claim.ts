/**
 * A mission's Claim button, shared by the missions page and the reward centre: one call at a time, the platform's
 * verdict in the player's language, and fresh figures afterwards (the menu's badge reads the same summary). The
 * platform pays a mission once per period however often it is sent, so a retry after a lost answer is safe.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sendClaimMission } from '../../../lib/missions/mission-calls.ts';
import { refreshBalance } from '../../../lib/stores/wallet.ts';
import { moneyErrorText } from '../money-error.ts';
import type { MemberMessages } from '../messages.ts';

export function useMissionClaim(messages: MemberMessages) {
  const queries = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<{ id: number; text: string } | null>(null);
  const [paid, setPaid] = useState<{ id: number; minor: string } | null>(null);

  async function claim(missionId: number): Promise<void> {
    if (pendingId !== null) return;
    setPendingId(missionId);
    setError(null);
    setPaid(null);
    try {
      const answer = await sendClaimMission(missionId);
      setPaid({ id: missionId, minor: answer.claimedMinor });
      queries.setQueryData(['missions', 'summary'], answer.summary);
      void refreshBalance();
    } catch (caught) {
      setError({ id: missionId, text: moneyErrorText(caught, messages) });
    } finally {
      setPendingId(null);
      await queries.invalidateQueries({ queryKey: ['missions'] });
      await queries.invalidateQueries({ queryKey: ['rewards'] });
    }
  }

  return { claim, pendingId, error, paid };
}
