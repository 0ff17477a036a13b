/** The site server's settings, read once from the environment. */
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
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

function ttlFrom(env: NodeJS.ProcessEnv, name: string): number {
  const value = Number(env[name] ?? 2000);
  if (!Number.isInteger(value) || value < 0 || value > 60_000) throw new Error(`${name} must be an integer from 0 to 60000, got ${env[name]}`);
  return value;
}

export function getServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const platformUrl = env.PLATFORM_URL?.replace(/\/+$/, '') || undefined;
  if (platformUrl && !/^https?:\/\//.test(platformUrl)) throw new Error(`PLATFORM_URL must be an http(s) URL, got ${platformUrl}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    platformUrl,
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    liveRegionTtlMs: ttlFrom(env, 'LIVE_REGION_TTL_MS'),
    pageCacheTtlMs: ttlFrom(env, 'PAGE_CACHE_TTL_MS'),
  };
}
