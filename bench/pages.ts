/** The pages the benchmarks measure, with their kind's budget from quality-bars.md. */
export type PageKind = 'content' | 'app';

export interface BenchPage {
  path: string;
  kind: PageKind;
}

export const BUDGETS: Record<
  PageKind,
  { jsBrotliBytes: number; lighthousePerformance: number; lcpMs: number; tbtMs: number; cls: number }
> = {
  content: { jsBrotliBytes: 80 * 1024, lighthousePerformance: 98, lcpMs: 1500, tbtMs: 50, cls: 0.02 },
  app: { jsBrotliBytes: 140 * 1024, lighthousePerformance: 90, lcpMs: 2000, tbtMs: 150, cls: 0.05 },
};

export const PAGES: BenchPage[] = [
  { path: '/', kind: 'content' },
  { path: '/en/', kind: 'content' },
  { path: '/help', kind: 'content' },
  { path: '/en/help', kind: 'content' },
  { path: '/login', kind: 'content' },
  { path: '/promotions', kind: 'content' },
  { path: '/en/promoDetail?id=welcome-bonus', kind: 'content' },
  // Not in quality-bars' list of content pages: live notices fetched and paged in the browser, like the
  // member centre's lists, so it is held to the app-page bar.
  { path: '/noticePage', kind: 'app' },
  { path: '/down', kind: 'content' },
  { path: '/helpmc', kind: 'content' },
  { path: '/sports', kind: 'content' },
  // The member centre (an app page); a guest visit measures the page and its island without a session.
  { path: '/en/member?page=transferFund', kind: 'app' },
  // Game lobbies and the game frame (app pages): guest visits measure the page, its island and the grid.
  { path: '/rng?vassalage=LOTUS_SLOTS', kind: 'app' },
  { path: '/en/hot', kind: 'app' },
  { path: '/en/game', kind: 'app' },
  // The lottery pages (app pages, issue 15): a guest visit measures the page, its island and the login prompt
  // (the betting view itself opens in a frame for a member only).
  { path: '/vnlottery', kind: 'app' },
  { path: '/seaLottery', kind: 'app' },
  { path: '/elott', kind: 'app' },
  { path: '/lottery?gameCode=vn-lotto&playType=LO', kind: 'app' },
];
