/**
 * Where the page gate learns the site status and brand settings: straight from the embedded
 * platform, or over HTTP from PLATFORM_URL (cached briefly per visitor address).
 */
import type { Platform } from '../../platform/app.ts';
import { NOT_SET_UP_CODE, SiteNotSetUpError } from './setup-page.ts';

export interface VisitorStatus {
  systemStatus: 0 | 1 | 2;
  ip: string;
  country: string | null;
  contactUrl: string | null;
  /** Brand setting: visitors without a session go to /login (spec 2, redirect rule). */
  loginedToHomePage: boolean;
}

export type SiteSource = (ip: string) => Promise<VisitorStatus>;

export function embeddedSource(platform: Platform): SiteSource {
  return async (ip) => {
    const [status, settings] = await Promise.all([platform.statusFor(ip), platform.context.settings.get()]);
    return {
      systemStatus: status.systemStatus,
      ip: status.location.ip,
      country: status.location.country,
      contactUrl: settings.contactUrl,
      loginedToHomePage: settings.flags.loginedToHomePage === true,
    };
  };
}

interface RemotePermission {
  systemStatus: 0 | 1 | 2;
  location: { ip: string; country: string | null };
  contactUrl?: string | null;
  flags?: Record<string, boolean>;
}

/** Reads the remote platform's permission call as the visitor (forwarding the address); cached per address. */
export function remoteSource(platformUrl: string, ttlMs = 2000, maxEntries = 10_000): SiteSource {
  const cache = new Map<string, { at: number; value: Promise<VisitorStatus> }>();
  return (ip) => {
    const hit = cache.get(ip);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = fetch(`${platformUrl}/wps/system/permission`, { headers: { 'x-forwarded-for': ip } }).then(
      async (response) => {
        const body = (await response.json()) as { success: boolean; value: RemotePermission; code?: string };
        if (!body.success && body.code === NOT_SET_UP_CODE) throw new SiteNotSetUpError();
        if (!body.success) throw new Error(`platform permission call failed with ${response.status}`);
        return {
          systemStatus: body.value.systemStatus,
          ip: body.value.location.ip,
          country: body.value.location.country,
          contactUrl: body.value.contactUrl ?? null,
          loginedToHomePage: body.value.flags?.loginedToHomePage === true,
        };
      },
    );
    value.catch(() => cache.delete(ip));
    if (cache.size >= maxEntries) cache.clear();
    cache.set(ip, { at: Date.now(), value });
    return value;
  };
}
