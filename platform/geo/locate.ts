/** Visitor country from a maintained IP-to-country database shipped in an npm package (GeoLite2 data). */
import geoip from 'geoip-country';

export interface VisitorLocation {
  ip: string;
  /** ISO 3166-1 alpha-2 code, or null for private, loopback and unknown addresses. */
  country: string | null;
}

export function locate(ip: string): VisitorLocation {
  const normalized = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return { ip: normalized, country: geoip.lookup(normalized)?.country ?? null };
}
