/**
 * Which page links a pager shows (spec 3: pageRange 3, marginPages 1): the first and last `marginPages`
 * pages, `pageRange` pages around the current one, and a break where pages are left out.
 */
export type PageItem = number | 'break';

export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export function pageItems(
  current: number,
  pageCount: number,
  pageRange = PAGE_RANGE,
  marginPages = MARGIN_PAGES,
): PageItem[] {
  if (pageCount <= 0) return [];
  if (pageCount <= pageRange + 2 * marginPages) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const half = Math.floor(pageRange / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pageCount, start + pageRange - 1);
  start = Math.max(1, end - pageRange + 1);
  const shown = new Set<number>();
  for (let p = 1; p <= marginPages; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = pageCount - marginPages + 1; p <= pageCount; p++) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push('break');
    items.push(page);
    previous = page;
  }
  return items;
}

/** The page a prev/next press goes to; at the bounds it stays (spec 4: prev and next do nothing there). */
export function step(current: number, pageCount: number, delta: -1 | 1): number {
  const next = current + delta;
  return next < 1 || next > pageCount ? current : next;
}
