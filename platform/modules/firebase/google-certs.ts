/**
 * Google's public certificates for Firebase ID tokens, by key id. They rotate, and Google says how long a
 * copy may be kept in Cache-Control max-age; the copy is kept that long and one fetch serves concurrent
 * callers.
 */
import { X509Certificate, type KeyObject } from 'node:crypto';

export const GOOGLE_CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Where the key for a key id comes from (the network in production, a local key pair in tests). */
export interface CertSource {
  key(kid: string): Promise<KeyObject | undefined>;
}

type Fetch = (
  url: string,
) => Promise<{ ok: boolean; status: number; headers: { get(name: string): string | null }; json(): Promise<unknown> }>;

/** Used when Google sends no max-age: short enough to follow a rotation the same hour. */
const FALLBACK_MAX_AGE_S = 300;

export function maxAgeSeconds(cacheControl: string | null): number {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '');
  return match ? Number(match[1]) : FALLBACK_MAX_AGE_S;
}

export function googleCertSource(now: () => number, fetchJson: Fetch = fetch, url = GOOGLE_CERTS_URL): CertSource {
  let cached: { until: number; keys: Map<string, KeyObject> } | undefined;
  let loading: Promise<Map<string, KeyObject>> | undefined;

  async function load(): Promise<Map<string, KeyObject>> {
    const response = await fetchJson(url);
    if (!response.ok) throw new Error(`Google certificates: HTTP ${response.status}`);
    const body = (await response.json()) as Record<string, string>;
    const keys = new Map<string, KeyObject>();
    for (const [kid, pem] of Object.entries(body)) keys.set(kid, new X509Certificate(pem).publicKey);
    cached = { until: now() + maxAgeSeconds(response.headers.get('cache-control')) * 1000, keys };
    return keys;
  }

  return {
    async key(kid) {
      if (!cached || cached.until <= now()) {
        loading ??= load().finally(() => {
          loading = undefined;
        });
        await loading;
      }
      return cached?.keys.get(kid);
    },
  };
}
