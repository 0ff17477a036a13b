/** The live regions: parts of pages that come from platform data and so are filled in at request time. */
export const LIVE_REGIONS = [
  'header-links',
  'header-nav',
  'side-games',
  'side-account',
  'footer-providers',
  'help-banner',
  'help-faq',
  'app-downloads',
  'side-quick',
  'consent-note',
  'footer-copyright',
] as const;
export type LiveRegionName = (typeof LIVE_REGIONS)[number];

export function isLiveRegion(value: unknown): value is LiveRegionName {
  return typeof value === 'string' && (LIVE_REGIONS as readonly string[]).includes(value);
}

/** The marker a pre-rendered page carries where the server puts the region's current HTML. */
export function liveMarker(name: LiveRegionName): string {
  return `<!--live:${name}-->`;
}

/** Finds the markers in a page. */
export const LIVE_MARKER_PATTERN = /<!--live:([a-z-]+)-->/g;
