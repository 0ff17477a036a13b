/** Image and game-launch CDNs are picked at random from the permission lists (spec 9), once per page view. */
const picked = new Map<string, string>();

const keyOf = (list: readonly string[], kind: 'image' | 'launch') => `${kind}:${list.join('|')}`;

/** One base at random, not remembered: for the server, which draws a page for many views. */
export function randomCdn(list: readonly string[], random: () => number = Math.random): string | undefined {
  return list.length === 0 ? undefined : list[Math.floor(random() * list.length)]!;
}

export function pickCdn(
  list: readonly string[],
  kind: 'image' | 'launch',
  random: () => number = Math.random,
): string | undefined {
  if (list.length === 0) return undefined;
  const key = keyOf(list, kind);
  let base = picked.get(key);
  if (!base) {
    base = randomCdn(list, random)!;
    picked.set(key, base);
  }
  return base;
}

/**
 * Keeps the pick the server made when it drew this page view, so the island asks for the images the page
 * already loaded. A base that is not in the list (stale page) is ignored and a fresh pick happens later.
 */
export function adoptCdn(list: readonly string[], kind: 'image' | 'launch', base: string | undefined): void {
  const key = keyOf(list, kind);
  if (base && list.includes(base) && !picked.has(key)) picked.set(key, base);
}

/** A site-relative asset path served through a CDN base (absolute URLs are left alone). */
export function throughCdn(path: string, base: string | undefined): string {
  if (!base || /^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
