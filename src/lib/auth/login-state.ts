/**
 * Per-login merchant data kept in the spec's session-storage keys (spec 3: routers, merchantWallet): the pages the
 * merchant offers and its wallets. Loaded once a session is open; logout clears them with the rest of the login state.
 */
import { callContract } from '../api/client.ts';
import { writeStorage } from '../stores/browser-storage.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const calls = () => import('../../../contract/calls/system.ts');

export const fetchRouters = async () => callContract((await calls()).fetchRouters);
export const fetchMerchantWallet = async () => callContract((await calls()).fetchMerchantWallet);

/** Stores both; a failure leaves the key empty (the header's own navigation still works without it). */
export async function loadLoginState(): Promise<void> {
  const [routers, wallet] = await Promise.allSettled([fetchRouters(), fetchMerchantWallet()]);
  if (routers.status === 'fulfilled') writeStorage('session', 'routers', JSON.stringify(routers.value));
  if (wallet.status === 'fulfilled') writeStorage('session', 'merchantWallet', JSON.stringify(wallet.value));
}
