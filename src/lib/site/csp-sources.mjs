// @ts-check
/**
 * The outside sources the site's Content-Security-Policy names (astro.config.mjs puts them into every page's
 * policy at build time). Kept here so the list is testable and has its reasons next to it.
 */

/**
 * Scripts from outside: only the files Firebase sign-in loads, by exact path, never whole Google hosts.
 * www.google.com serves JSONP endpoints and www.gstatic.com serves old AngularJS builds, both known to turn a
 * host allowance into script execution; apis.google.com likewise. So each entry is a file or the narrowest
 * folder the SDK needs:
 * - apis.google.com/js/api.js: the gapi loader signInWithPopup/Redirect uses for its hidden auth iframe, and
 *   /_/scs/abc-static/ the gapi modules that loader fetches (gapi.iframes).
 * - www.google.com/recaptcha/api.js and enterprise.js: reCAPTCHA for phone sign-in (RecaptchaVerifier), and
 *   www.gstatic.com/recaptcha/releases/ the versioned code those two load.
 * The Auth emulator used in development and tests loads none of them.
 */
export const FIREBASE_SCRIPT_SOURCES = [
  'https://apis.google.com/js/api.js',
  'https://apis.google.com/_/scs/abc-static/',
  'https://www.google.com/recaptcha/api.js',
  'https://www.google.com/recaptcha/enterprise.js',
  'https://www.gstatic.com/recaptcha/releases/',
];

/**
 * Image sources: this site, inline data and blob: URLs (previews of chosen proof images), and the merchant's
 * image CDNs when they live on another origin. Notices and banners are merchant HTML: an image from any
 * other host (a tracking pixel, a planted picture) is not loaded. The CDN origins come from IMAGE_CDN_ORIGINS
 * at build time (comma-separated https origins); the demo's CDN bases are paths on this site.
 */
export function imageSources(env = process.env) {
  const origins = (env.IMAGE_CDN_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin))
      throw new Error(`IMAGE_CDN_ORIGINS must list https origins, got ${origin}`);
  }
  return ["'self'", 'data:', 'blob:', ...origins];
}
