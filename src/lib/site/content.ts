/** Reads the markdown collections for one locale (entry ids are "<locale>/<name>"). */
import { getCollection, getEntry } from 'astro:content';
import type { Locale } from '../i18n/locales.ts';

export function slugOf(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

export async function helpSections(locale: Locale) {
  const entries = await getCollection('help', (e) => e.id.startsWith(`${locale}/`));
  return entries.sort((a, b) => a.data.order - b.data.order);
}

export async function promotionsFor(locale: Locale) {
  const entries = await getCollection('promotions', (e) => e.id.startsWith(`${locale}/`));
  return entries.sort((a, b) => a.data.order - b.data.order);
}

export async function promotionEntry(locale: Locale, slug: string) {
  if (!/^[a-z0-9-]+$/.test(slug)) return undefined;
  return getEntry('promotions', `${locale}/${slug}`);
}

export async function pageEntry(locale: Locale, name: string) {
  const entry = await getEntry('pages', `${locale}/${name}`);
  if (!entry) throw new Error(`missing content: src/content/pages/${locale}/${name}.md`);
  return entry;
}
