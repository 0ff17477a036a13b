/**
 * Fills the live-region markers of pre-rendered pages with the regions' current HTML, rendered by Astro
 * from /live-fragment/<name>?locale=<locale> and kept for a short time, so static pages follow platform data.
 */
import type { IncomingMessage } from 'node:http';
import { LIVE_MARKER_PATTERN, isLiveRegion } from '../components/live/regions.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { renderWithAstro, type AstroHandler } from './astro-renderer.ts';

export class LiveRegions {
  private readonly cache = new Map<string, { at: number; html: Promise<string> }>();
  private readonly astro: AstroHandler;
  private readonly ttlMs: number;
  private readonly locals: () => App.Locals;
  private readonly onError: (error: unknown) => void;

  constructor(astro: AstroHandler, ttlMs: number, locals: () => App.Locals, onError: (error: unknown) => void) {
    this.astro = astro;
    this.ttlMs = ttlMs;
    this.locals = locals;
    this.onError = onError;
  }

  /** The page with each marker replaced; a region that fails to render is left empty rather than failing the page. */
  async fill(html: string, locale: Locale, req: IncomingMessage): Promise<string> {
    const names = [...new Set([...html.matchAll(LIVE_MARKER_PATTERN)].map((m) => m[1]!))].filter(isLiveRegion);
    if (names.length === 0) return html;
    const rendered = new Map(
      await Promise.all(
        names.map(
          async (name) =>
            [
              name,
              await this.region(name, locale, req).catch((error: unknown) => {
                this.onError(error);
                return '';
              }),
            ] as const,
        ),
      ),
    );
    return html.replace(LIVE_MARKER_PATTERN, (marker, name: string) => rendered.get(name as never) ?? marker);
  }

  private region(name: string, locale: Locale, req: IncomingMessage): Promise<string> {
    const key = `${locale}/${name}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.html;
    const html = renderWithAstro(this.astro, req, `/live-fragment/${name}?locale=${locale}`, {
      ...this.locals(),
      liveRegion: true,
    }).then((page) => {
      if (page?.status !== 200) throw new Error(`live region ${key} answered ${page?.status ?? 'nothing'}`);
      return page.body.toString('utf8').replace(/^<!DOCTYPE html>/i, '');
    });
    html.catch(() => this.cache.delete(key));
    this.cache.set(key, { at: Date.now(), html });
    return html;
  }
}
