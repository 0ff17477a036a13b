/**
 * $wallet: the balance shown in the header and side menu (spec 3: sumBalance and unread message count). A trial
 * account (issue 13) has no real money: the platform flags its answer `practice` and sends its practice money apart.
 */
import { atom } from 'nanostores';
import { callContract } from '../api/client.ts';
import { readStorage, writeStorage } from './browser-storage.ts';
import { newRequestId } from '../money/request-id.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadWallet = () => import('../../../contract/calls/wallet.ts');

export interface WalletState {
  /** Minor units as text (format with src/lib/format/money.ts); null until loaded. */
  sumBalanceMinor: string | null;
  currencySymbol: string;
  unreadCount: number;
  /** A trial's practice money and what a top-up brings it back to; null for real accounts. */
  practiceBalanceMinor: string | null;
  practiceStartMinor: string | null;
  refreshing: boolean;
  failed: boolean;
}

export const $wallet = atom<WalletState>({
  sumBalanceMinor: null,
  currencySymbol: '',
  unreadCount: 0,
  practiceBalanceMinor: null,
  practiceStartMinor: null,
  refreshing: false,
  failed: false,
});
export const $balanceHidden = atom<boolean>(readStorage('local', 'balanceHidden') === 'true');

export async function refreshBalance(): Promise<void> {
  if ($wallet.get().refreshing) return;
  $wallet.set({ ...$wallet.get(), refreshing: true, failed: false });
  try {
    const value = await callContract((await loadWallet()).walletBalance);
    const practice = 'practice' in value ? value : null;
    $wallet.set({
      sumBalanceMinor: value.sumBalanceMinor,
      currencySymbol: value.currencySymbol,
      unreadCount: value.unreadCount,
      practiceBalanceMinor: practice?.practiceBalanceMinor ?? null,
      practiceStartMinor: practice?.practiceStartMinor ?? null,
      refreshing: false,
      failed: false,
    });
  } catch {
    $wallet.set({ ...$wallet.get(), refreshing: false, failed: true });
  }
}

/** A trial's practice money back up to its starting amount (the platform refuses when it is not below it). */
export async function topUpPractice(): Promise<void> {
  const value = await callContract((await loadWallet()).practiceTopUp, { body: { requestId: newRequestId() } });
  $wallet.set({
    ...$wallet.get(),
    practiceBalanceMinor: value.practiceBalanceMinor,
    practiceStartMinor: value.practiceStartMinor,
  });
}

/** The unread count as the platform gave it after messages were read. */
export function setUnreadCount(unreadCount: number): void {
  $wallet.set({ ...$wallet.get(), unreadCount });
}

export function toggleBalanceHidden(): void {
  const hidden = !$balanceHidden.get();
  writeStorage('local', 'balanceHidden', String(hidden));
  $balanceHidden.set(hidden);
}
