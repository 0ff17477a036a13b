/** What a bench needs to act as a game vendor: seamless calls signed with this run's vendor secret. */
import type { RawRequest } from 'autocannon';
import { sign } from '../../platform/modules/seamless/signature.ts';
import { benchVendorSecret } from './vendor-secrets.ts';

/** An autocannon request to a seamless call, signed now with this bench run's secret for the vendor. */
export function signedRequest(request: RawRequest, vendor: string, call: string, payload: unknown): RawRequest {
  const body = JSON.stringify(payload);
  const timestamp = String(Date.now());
  return {
    ...request,
    method: 'POST',
    path: `/wallet/seamless/v1/${call}`,
    body,
    headers: {
      'content-type': 'application/json',
      'x-vendor': vendor,
      'x-timestamp': timestamp,
      'x-signature': sign(benchVendorSecret(vendor), timestamp, body),
    },
  };
}
