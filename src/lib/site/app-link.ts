/**
 * The address an app download card links to and encodes in its QR code. The region is rendered once and
 * shown to every visitor, so a site path is made absolute only with the configured public address
 * (PUBLIC_URL), never with the Host a request happened to carry; without one it stays a path.
 */
export function appLink(link: string, publicUrl: string | undefined): string | undefined {
  if (/^https?:\/\/[^/\\]/i.test(link)) return link;
  if (/^\/(?![/\\])/.test(link)) return publicUrl ? `${publicUrl}${link}` : link;
  // Anything else (protocol-relative, javascript:, a bare word) is not a link this card should carry.
  return undefined;
}
