/** getStaticPaths helpers: every pre-rendered page exists once per locale (bn at the root, en under /en). */
import { LOCALES, type Locale } from '../i18n/locales.ts';

/** For `src/pages/[...locale]/x.astro`: the locale segment is absent for Bengali. */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale: locale === 'bn' ? undefined : locale }, props: { locale } }));
}

/** For on-demand `src/pages/[...locale]/x.astro`: the locale of the segment, or undefined for an unknown one (404). */
export function localeOfSegment(param: string | undefined): Locale | undefined {
  if (param === undefined) return 'bn';
  return param === 'en' ? 'en' : undefined;
}
