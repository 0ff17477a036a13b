/**
 * Server only: DOMPurify on a jsdom window (DOMPurify's supported way to run in Node), with the same
 * allow-list as the browser, so HTML drawn on the server is the HTML the island would draw.
 */
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { ALLOWED, installServerSanitizer } from './sanitize.ts';

const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
installServerSanitizer((html) => purify.sanitize(html, ALLOWED));
