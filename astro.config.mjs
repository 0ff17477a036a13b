// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import { PRE_PAINT_SCRIPT_HASH } from './src/lib/site/pre-paint-script.mjs';
import { FIREBASE_SCRIPT_SOURCES, imageSources } from './src/lib/site/csp-sources.mjs';

// Pages are pre-rendered per language unless they opt out (`export const prerender = false`).
// The Node adapter runs in middleware mode: src/server/main.ts owns the port and puts the
// status gate, the platform's calls and the static files in front of Astro.
export default defineConfig({
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  i18n: {
    locales: ['bn', 'en'],
    defaultLocale: 'bn',
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: false,
  // The promotions' Markdown has no code to colour, and Shiki colours with inline styles that the pages' CSP
  // (hashes only, no 'unsafe-inline') would block; Astro warns about that pairing at every build.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  // Each page carries a CSP <meta> with the hashes of its scripts and styles; the server adds the
  // directives a meta tag cannot carry (src/server/security-headers.ts).
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src ${imageSources().join(' ')}`,
        "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
        "frame-src 'self' https://*.firebaseapp.com https://www.google.com https://recaptcha.google.com",
        "font-src 'self' data:",
      ],
      // Firebase sign-in in production loads Google's API script (popups) and reCAPTCHA (phone codes), only
      // when a visitor uses them; nothing else from outside may run (the exact files: csp-sources.mjs).
      scriptDirective: {
        resources: ["'self'", ...FIREBASE_SCRIPT_SOURCES],
        hashes: [PRE_PAINT_SCRIPT_HASH],
      },
    },
  },
});
