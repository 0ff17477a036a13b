/** $wallet: the balance shown in the header and side menu (spec 3: sumBalance and unread message count). */
import { atom } from 'nanostores';
import { callPlatform } from '../api/client.ts';
import { readStorage, writeStorage } from './browser-storage.ts';

export interface WalletState {
  /** Minor units as text (format with src/lib/format/money.ts); null until loaded. */
  sumBalanceMinor: string | null;
  currencySymbol: string;
  unreadCount: number;
  refreshing: boolean;
  failed: boolean;
}

export const $wallet = atom<WalletState>({ sumBalanceMinor: null, currencySymbol: '', unreadCount: 0, refreshing: false, failed: false });
export const $balanceHidden = atom<boolean>(readStorage('local', 'balanceHidden') === 'true');

export async function refreshBalance(): Promise<void> {
  if ($wallet.get().refreshing) return;
  $wallet.set({ ...$wallet.get(), refreshing: true, failed: false });
  try {
    const value = await callPlatform<{ sumBalanceMinor: string; currencySymbol: string; unreadCount: number }>('/wps/v2/wallets/balance');
    $wallet.set({ sumBalanceMinor: value.sumBalanceMinor, currencySymbol: value.currencySymbol, unreadCount: value.unreadCount, refreshing: false, failed: false });
  } catch {
    $wallet.set({ ...$wallet.get(), refreshing: false, failed: true });
  }
}

export function toggleBalanceHidden(): void {
  const hidden = !$balanceHidden.get();
  writeStorage('local', 'balanceHidden', String(hidden));
  $balanceHidden.set(hidden);
}
