/**
 * Which apps the download page (/down) offers. Links come only from the merchant's resources (the permission
 * call); an app is offered when its resource has an address that leads somewhere other than the download page
 * itself (a link back to /down would be a dead end). An app that is not configured gets a plain sentence.
 */
export const APP_KINDS = ['APP_ANDROID', 'APP_IOS'] as const;
export type AppKind = (typeof APP_KINDS)[number];

export interface AppResource {
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  labelNameEn: string;
  labelNameBn: string;
}

export type AppOffer = { kind: AppKind; resource: AppResource | null };

/** Paths that are the download page in either language (spec 2: /download is its alias). */
const DOWNLOAD_PAGE = /^(\/en)?\/(down|download)\/?$/;

function leadsElsewhere(address: string | null | undefined): boolean {
  const text = address?.trim();
  if (!text) return false;
  // Only the path matters here: a relative address is resolved against a placeholder origin, never the request's.
  const url = new URL(text, 'http://site.invalid');
  return url.origin !== 'http://site.invalid' || !DOWNLOAD_PAGE.test(url.pathname);
}

/** One entry per app kind, in a fixed order; resource is null when the merchant has no usable link for it. */
export function appOffers(resources: readonly AppResource[]): AppOffer[] {
  return APP_KINDS.map((kind) => {
    const resource = resources.find((r) => r.resourceType === kind && leadsElsewhere(r.url));
    return { kind, resource: resource ?? null };
  });
}

/** What the QR code encodes: its own address when that one is usable, else the app's link. */
export function qrAddress(resource: AppResource): string {
  return leadsElsewhere(resource.qrCodeUrl) ? resource.qrCodeUrl!.trim() : resource.url.trim();
}
