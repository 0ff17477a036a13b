/**
 * Customer service (spec 7): fetch the service config, take the entry of type '3' (or '4', the VIP
 * channel, when the club rank is above 4), decrypt its address and open it in a 440x500 popup.
 * The popup opens first (inside the click, so it is not blocked) and closes if the fetch fails.
 */
import { decryptServicePath } from './service-path.ts';

interface ServiceConfig {
  version: { pathList: { type: string; path: string }[] };
}

const LIVE_CHAT = '3';
const VIP_CHAT = '4';

export async function openCustomerService(state: { isLogin: boolean }, rankLevel = 0): Promise<void> {
  const popup = window.open('', 'customer-service', 'width=440,height=500');
  try {
    const response = await fetch('/wps/system/customerService');
    const body = (await response.json()) as { success: boolean; value: ServiceConfig };
    if (!body.success) throw new Error('customer service config refused');
    const wanted = state.isLogin && rankLevel > 4 ? VIP_CHAT : LIVE_CHAT;
    const entry = body.value.version.pathList.find((p) => p.type === wanted) ?? body.value.version.pathList.find((p) => p.type === LIVE_CHAT);
    if (!entry) throw new Error('no customer-service entry');
    const address = await decryptServicePath(entry.path);
    if (popup) popup.location.href = new URL(address, window.location.origin).href;
    else window.location.assign(address);
  } catch {
    popup?.close();
  }
}
