/**
 * Customer service (spec 7): fetch the service config, take the entry of type '3' (or '4', the VIP
 * channel, when the club rank is above 4), decrypt its address and open it in a 440x500 popup, in the
 * page's language. The caller opens the popup inside the click (so it is not blocked) before this module
 * loads; it closes if the fetch fails (spec 8).
 */
import { callContract } from '../api/client.ts';
import { decryptServicePath } from './service-path.ts';
import { chooseServiceEntry, serviceAddressFor } from './service-entry.ts';
import { fetchMemberInfo } from '../auth/account-calls.ts';
import { localeOfPath } from '../i18n/locales.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadSystem = () => import('../../../contract/calls/system.ts');

/** The member's club rank; 0 when it cannot be read (the standard channel is always right to open). */
async function rankLevelOf(isLogin: boolean): Promise<number> {
  if (!isLogin) return 0;
  try {
    return (await fetchMemberInfo()).clubLabel.rankLevel;
  } catch {
    return 0;
  }
}

export async function openCustomerService(state: { isLogin: boolean }, popup: Window | null): Promise<void> {
  try {
    const [config, rankLevel] = await Promise.all([
      callContract((await loadSystem()).fetchCustomerService),
      rankLevelOf(state.isLogin),
    ]);
    const entry = chooseServiceEntry(config.version.pathList, state.isLogin, rankLevel);
    if (!entry) throw new Error('no customer-service entry');
    const address = serviceAddressFor(
      await decryptServicePath(entry.path),
      window.location.origin,
      localeOfPath(window.location.pathname),
    );
    if (popup) popup.location.href = address;
    else window.location.assign(address);
  } catch {
    popup?.close();
  }
}
