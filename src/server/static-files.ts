/** Finds the built file for a request path: the file itself, or a directory's index.html. */
import fs from 'node:fs';
import path from 'node:path';

export class StaticFiles {
  private readonly root: string;
  // The build does not change while the server runs, so lookups are remembered.
  private readonly known = new Map<string, string | null>();

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The path relative to the root, or null when there is no such file. */
  resolve(pathname: string): string | null {
    const cached = this.known.get(pathname);
    if (cached !== undefined) return cached;
    const found = this.lookup(pathname);
    if (this.known.size > 50_000) this.known.clear();
    this.known.set(pathname, found);
    return found;
  }

  private lookup(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
    if (relative.startsWith('..')) return null;
    for (const candidate of [relative, path.posix.join(relative, 'index.html')]) {
      const full = path.join(this.root, candidate);
      if (!full.startsWith(this.root)) return null;
      try {
        if (fs.statSync(full).isFile()) return candidate;
      } catch {
        // not there; try the next candidate
      }
    }
    return null;
  }
}
