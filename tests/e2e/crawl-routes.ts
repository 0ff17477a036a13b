/**
 * The routes the crawl visits, taken from the site itself so the list cannot drift: the page files under
 * src/pages/[...locale], the pre-rendered pages in the build, the spec's hand list (tests/e2e/routes.ts), and
 * the member centre's sections (read from its menu keys).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from './routes.ts';

const PAGE_DIR = 'src/pages/[...locale]';
const BUILT_DIR = 'dist/client';
const SECTIONS_FILE = 'src/islands/member/sections.ts';

/** Bare (Bengali) paths of the page files that answer per locale. */
function pageFilePaths(): string[] {
  return fs
    .readdirSync(PAGE_DIR)
    .filter((name) => name.endsWith('.astro'))
    .map((name) => `/${name.replace(/\.astro$/, '')}`);
}

/** Bare paths of the pre-rendered pages of the build (each directory's index.html), English copies folded in. */
function builtPaths(): string[] {
  if (!fs.existsSync(BUILT_DIR)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') found.push(`/${path.relative(BUILT_DIR, dir).split(path.sep).join('/')}`);
    }
  };
  walk(BUILT_DIR);
  // The English 404 page is built as en/404/index.html; it is what unknown addresses answer, not a route.
  return found.map((p) => p.replace(/^\/en(?=\/|$)/, '') || '/').filter((p) => p !== '/404');
}

/** The member centre's section keys, read from the menu list (the sections module itself pulls in React). */
export function memberSections(): string[] {
  const text = fs.readFileSync(SECTIONS_FILE, 'utf8');
  const list = text.match(/MENU_KEYS\s*=\s*\[([^\]]*)\]/)?.[1] ?? '';
  return [...list.matchAll(/'([A-Za-z0-9]+)'/g)].map((m) => m[1]!);
}

/** Every bare path to crawl, once each, in a stable order; the member centre once per section. */
export function crawlPaths(): string[] {
  const paths = new Set<string>([...ROUTES.map((r) => r.path), ...pageFilePaths(), ...builtPaths()]);
  paths.delete('/member');
  for (const key of memberSections()) paths.add(`/member?page=${key}`);
  return [...paths];
}
