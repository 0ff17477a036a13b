/**
 * One spelling per path before anything routes on it. Without this, `//live-fragment/x` or `/%6Cive-fragment/x`
 * slipped past prefix checks that Astro's own router (which decodes) then matched, and `/en//evil.example/`
 * became the redirect target `//evil.example/` (a protocol-relative URL to another host).
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** `%6C` is `l`: percent-encoded unreserved characters mean the same as the character itself (RFC 3986 6.2.2.2). */
function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded.toUpperCase();
  });
}

/**
 * The request target with its path in one spelling: unreserved escapes decoded, runs of slashes (and
 * backslashes, which browsers read as slashes) collapsed into one slash. Null when the path climbs (a `.` or
 * `..` segment, however spelled) or is not a path at all: such a request is refused, not guessed at.
 */
export function normaliseRequestTarget(target: string): string | null {
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  if (!rawPath.startsWith('/')) return null;
  const path = decodeUnreserved(rawPath).replace(/[/\\]+/g, '/');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return path + query;
}

/**
 * A redirect target that can only stay on this origin: a path with exactly one leading slash. Anything else
 * (`//host`, `/\host`, `https://host`, no slash) falls back to the home page rather than leaving the site.
 */
export function sameOriginPath(target: string): string {
  return /^\/(?![/\\])/.test(target) && !/[\r\n]/.test(target) ? target : '/';
}
