/**
 * Demo mode says so on every page: a small mark the server adds to each HTML answer (pre-rendered pages were
 * built without knowing the mode). Its style is in the site's stylesheet (global.css, .demo-mark), so the pages'
 * CSP hashes still cover every style.
 */
import type { Locale } from '../lib/i18n/locales.ts';

const MARK: Record<Locale, string> = {
  bn: '<p class="demo-mark" role="note" title="ডেমো মোড: পরীক্ষার অ্যাকাউন্ট ও পরীক্ষার টাকা, কিছুই আসল নয়">ডেমো</p>',
  en: '<p class="demo-mark" role="note" title="Demo mode: test accounts and test money, nothing is real">Demo</p>',
};

/** The page with the mark just before </body> (the last one: an inline script may mention the tag). */
export function withDemoMark(html: string, locale: Locale): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html : html.slice(0, at) + MARK[locale] + html.slice(at);
}
