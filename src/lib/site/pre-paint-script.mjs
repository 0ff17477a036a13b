// @ts-check
/**
 * The one inline script: it runs before first paint so the theme, side-menu state, login state and a due
 * disclaimer never flash. The disclaimer is due unless accepted this session or remembered on the device for the
 * page's text version (`data-consent` of <html>) and still in time (src/lib/site/disclaimer.ts writes both). It lives here, not in the layout, because astro.config.mjs needs its exact text to put its hash
 * into the page's Content-Security-Policy (Astro hashes the scripts it bundles, not inline ones).
 */
import { createHash } from 'node:crypto';

export const PRE_PAINT_SCRIPT = `(function () {
  try {
    var d = document.documentElement, l = window.localStorage;
    var theme = l.getItem('theme'); if (theme === 'light' || theme === 'dark') d.dataset.theme = theme;
    var side = l.getItem('sideMenu');
    if (side === 'closed' || (side === 'open' && window.matchMedia('(min-width: 1024px)').matches)) d.dataset.side = side;
    var s = window.sessionStorage;
    if (s.getItem('token')) d.dataset.auth = 'in';
    else if (s.getItem('disclaimerAccept') !== 'true') {
      var c = (l.getItem('disclaimerConsent') || '').split(':');
      if (c[0] !== d.dataset.consent || !(Number(c[1]) > Date.now())) d.dataset.disclaimer = 'due';
    }
  } catch (e) {}
})();`;

/** @type {`sha256-${string}`} */
export const PRE_PAINT_SCRIPT_HASH = `sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}`;
