/**
 * On-demand pages (home, lobbies, /hot, /login, /noticePage) are drawn with platform data, not with anything of
 * the visitor's: the gate (maintenance, region) runs before, and members' own data comes from their own calls in
 * the browser. So one rendering serves every visitor of the same address for a short time, as the live regions
 * do: drawing a lobby took about 9 ms of CPU, against well under 0.1 ms to send the same bytes again (bench:ssr).
 * Concurrent misses share one rendering; only 200 pages are kept; the oldest go first past `maxEntries`.
 */
import type { RenderedPage } from './astro-renderer.ts';

export class PageCache {
  private readonly entries = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(ttlMs: number, maxEntries = 500, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The page for `key` (its path and query): kept, or drawn by `render` and kept when it is a 200. */
  get(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    if (this.ttlMs === 0) return render();
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.page;
    if (hit) this.entries.delete(key);
    const page = render();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry = { at: this.now(), page };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    page.then((rendered) => {
      if (rendered?.status !== 200) forget();
    }, forget);
    return page;
  }
}
