/**
 * Server HTML (notices, promotions) is cleaned with DOMPurify before it reaches the DOM. In the browser
 * DOMPurify uses the page's DOM; when a page draws such HTML on the server it installs a sanitizer built on
 * jsdom first (sanitize-server.ts, kept out of the browser bundle). Without either this refuses rather than
 * pass HTML through unsanitized.
 */
import DOMPurify from 'dompurify';

export const ALLOWED = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'h3',
    'h4',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
  ],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
};

let serverSanitizer: ((html: string) => string) | undefined;

/** For server code only: the sanitizer to use where there is no browser DOM. */
export function installServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

export function sanitizeHtml(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, ALLOWED);
  if (serverSanitizer) return serverSanitizer(html);
  throw new Error('no DOM to sanitize HTML with: import src/lib/ui/sanitize-server.ts on the server first');
}
