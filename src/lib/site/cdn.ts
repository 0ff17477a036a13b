/** Image and game-launch CDNs are picked at random from the permission lists (spec 9), once per page view. */
const picked = new Map<string, string>();

export function pickCdn(list: readonly string[], kind: 'image' | 'launch', random: () => number = Math.random): string | undefined {
  if (list.length === 0) return undefined;
  const key = `${kind}:${list.join('|')}`;
  let base = picked.get(key);
  if (!base) {
    base = list[Math.floor(random() * list.length)]!;
    picked.set(key, base);
  }
  return base;
}

/** A site-relative asset path served through a CDN base (absolute URLs are left alone). */
export function throughCdn(path: string, base: string | undefined): string {
  if (!base || /^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
