/**
 * The lazy image loader (spec 9): images load when 10% visible, checked at most every 200 ms;
 * each gets up to 3 attempts, then the error image; the last 200 loaded addresses are remembered
 * so they show at once when they appear again.
 */
export const LAZY = { threshold: 0.1, throttleMs: 200, attempts: 3, cacheSize: 200 } as const;

export class RecentSet {
  private readonly items = new Map<string, true>();
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }
  has(key: string): boolean {
    return this.items.has(key);
  }
  add(key: string): void {
    this.items.delete(key);
    this.items.set(key, true);
    if (this.items.size > this.size) this.items.delete(this.items.keys().next().value!);
  }
  get count(): number {
    return this.items.size;
  }
}

export const loadedImages = new RecentSet(LAZY.cacheSize);

/** Tries to load an image up to `attempts` times; resolves true when it loaded. */
export async function loadWithRetries(
  src: string,
  load: (src: string) => Promise<void>,
  attempts: number = LAZY.attempts,
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await load(src);
      loadedImages.add(src);
      return true;
    } catch {
      // try again, a little later each time
      if (attempt < attempts) await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  return false;
}

/** Loads through an Image element (the browser's cache then serves the real <img>). */
export function loadInBrowser(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`could not load ${src}`));
    image.src = src;
  });
}
