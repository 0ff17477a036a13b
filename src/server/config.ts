/** The site server's settings: its part of the one validated environment (platform/environment.ts). */
import path from 'node:path';
import type { Environment, Mode } from '../../platform/environment.ts';

export interface ServerConfig {
  /** demo: the demo mark on pages, readable request lines, loopback by default; production: HSTS, JSON logs. */
  mode: Mode;
  port: number;
  host: string;
  /**
   * The address players use (PUBLIC_URL, https in production), for the few links that must be absolute (app
   * download QR codes). Never derived from a request's Host header, which anyone can set. Unset: links stay relative.
   */
  publicUrl: string | undefined;
  /** Another platform speaking the same contract: /wps and /lgw are proxied there and the reference platform does not start. */
  platformUrl: string | undefined;
  /** Addresses (or CIDR ranges) of proxies whose X-Forwarded-For is believed. Nothing is trusted by default. */
  trustedProxies: string[];
  /** The built site (astro build). */
  distDir: string;
  logLevel: string;
  /** How long a live region's HTML is reused before it is rendered again (follows the settings TTL). */
  liveRegionTtlMs: number;
  /** How long an on-demand page's HTML is reused for the same address (page-cache.ts); 0 draws every request. */
  pageCacheTtlMs: number;
}

export function serverConfigFrom(e: Environment): ServerConfig {
  return {
    mode: e.MODE,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    platformUrl: e.PLATFORM_URL?.replace(/\/+$/, ''),
    trustedProxies: (e.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    distDir: path.resolve(e.DIST_DIR ?? 'dist'),
    logLevel: e.LOG_LEVEL,
    liveRegionTtlMs: e.LIVE_REGION_TTL_MS,
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
  };
}
