// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';

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
  devToolbar: { enabled: false },
});
